import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COACH_INTENTS, detectIntent, type CoachIntent } from './coach-intent.ts';

interface Labelled {
  question: string;
  intent: CoachIntent;
}

const load = (name: string): Labelled[] => JSON.parse(readFileSync(fileURLToPath(new URL(`../test-fixtures/${name}`, import.meta.url)), 'utf8')) as Labelled[];

function accuracy(set: readonly Labelled[]): { share: number; wrong: string[] } {
  const wrong = set.filter((l) => detectIntent(l.question) !== l.intent).map((l) => `${l.question} → ${detectIntent(l.question)} (expected ${l.intent})`);
  return { share: (set.length - wrong.length) / set.length, wrong };
}

describe('coach intent detection', () => {
  const tuning = load('intent-questions.json');
  const heldOut = load('intent-questions-held-out.json');

  it('has labelled sets of at least 60 and 30 questions covering every intent', () => {
    expect(tuning.length).toBeGreaterThanOrEqual(60);
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    for (const intent of COACH_INTENTS) {
      expect(tuning.some((l) => l.intent === intent)).toBe(true);
      expect(heldOut.some((l) => l.intent === intent)).toBe(true);
    }
  });

  it('labels the tuning set', () => {
    const { share, wrong } = accuracy(tuning);
    console.log(`coach intents, tuning set: ${(share * 100).toFixed(1)}% of ${tuning.length}`, wrong);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('labels the held-out set it was not written against', () => {
    const { share, wrong } = accuracy(heldOut);
    console.log(`coach intents, held-out set: ${(share * 100).toFixed(1)}% of ${heldOut.length}`, wrong);
    expect(share).toBeGreaterThanOrEqual(0.85);
  });
});
