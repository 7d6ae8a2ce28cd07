import { describe, expect, it } from 'vitest';
import { readQuestionSets } from './build-competency-prototypes.ts';
import { centroid, competencyPrototypes, prototypesFromSets, prototypeVector } from './competency-prototypes.ts';
import type { MeaningEncoder } from './meaning/meaning-encoder.ts';

const set = (id: 'behavioural' | 'sales', questions: { text: string; competency: string; tips: string }[]) => ({
  id,
  questions: questions.map((q, i) => ({ key: `q${i}`, type: 'behavioural' as const, target_time: 60 as const, strong_answer: ['a', 'b'], ...q })),
});

describe('prototypesFromSets', () => {
  it('gathers each competency’s name, questions and tips once, with the sets that ask about it', () => {
    const prototypes = prototypesFromSets([
      set('behavioural', [
        { text: 'Tell me about a conflict.', competency: 'conflict_resolution', tips: 'Say what you did.' },
        { text: 'Describe a disagreement.', competency: 'conflict_resolution', tips: 'Say what you did.' },
      ]),
      set('sales', [{ text: 'Tell me about a conflict.', competency: 'conflict_resolution', tips: 'Name the deal.' }]),
    ]);
    expect(prototypes).toEqual([
      { competency: 'conflict_resolution', sets: ['behavioural', 'sales'], texts: ['Conflict Resolution', 'Tell me about a conflict.', 'Say what you did.', 'Describe a disagreement.', 'Name the deal.'] },
    ]);
  });

  it('is what the committed file holds: the question bank as it is now', () => {
    expect(competencyPrototypes()).toEqual(prototypesFromSets(readQuestionSets()));
    expect(competencyPrototypes().slice(0, 10).map((p) => p.competency)).toContain('conflict_resolution');
  });
});

describe('prototypeVector', () => {
  it('takes the centroid of unit vectors, so a long text counts no more than a short one', () => {
    expect([...centroid([Float32Array.from([3, 0]), Float32Array.from([0, 1]), null])!]).toEqual([0.5, 0.5]);
    expect(centroid([null])).toBeNull();
  });

  it('encodes a competency’s texts when first asked for, once per encoder', () => {
    let calls = 0;
    const encoder: MeaningEncoder = { engine: 'sentence-model', encode: (texts) => (calls++, texts.map(() => Float32Array.from([1, 0]))) };
    const [teamwork] = competencyPrototypes();
    const first = prototypeVector(encoder, teamwork!);
    expect(prototypeVector(encoder, teamwork!)).toBe(first);
    expect([...first!]).toEqual([1, 0]);
    expect(calls).toBe(1);
  });
});
