import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import {
  COACH_LOCAL_CONTEXT_TOKENS,
  COACH_LOCAL_DIGEST_TOKENS,
  COACH_LOCAL_QUESTION_TOKENS,
  coachContext,
  coachLocalContext,
  estimateTokens,
  packContext,
  type ContextPiece,
} from './coach-context.ts';
import type { CoachAnalysis } from './performance-profile.ts';

const piece = (id: string, priority: number, order: number, chars: number): ContextPiece => ({ id, priority, order, text: id.padEnd(chars, '.') });

function analysis(name: string, date: string): CoachAnalysis {
  return { sessionId: name, name, category: 'video_upload', date, starChecks: [], result: sampleAnalysisResult({}) };
}

describe('packing the coach context into a fixed budget', () => {
  it('packs the most important pieces first, whole, and never over the budget', () => {
    const packed = packContext(piece('question', 0, 99, 40), [piece('low', 9, 1, 200), piece('high', 1, 2, 200), piece('mid', 5, 3, 200)], 120);
    expect(packed.included).toEqual(['high', 'mid', 'question']);
    expect(packed.tokens).toBeLessThanOrEqual(120);
  });

  it('skips a piece that does not fit so a smaller, less important one still can', () => {
    const packed = packContext(piece('question', 0, 99, 40), [piece('big', 1, 1, 800), piece('small', 2, 2, 80)], 60);
    expect(packed.included).toEqual(['small', 'question']);
  });

  it('always keeps the question, cut to the budget when it alone is over it', () => {
    const packed = packContext(piece('question', 0, 0, 4000), [piece('a', 1, 1, 10)], 100);
    expect(packed.included).toEqual(['question']);
    expect(packed.tokens).toBe(100);
  });

  it('is deterministic: the same pieces give the same prompt', () => {
    const pieces = [piece('a', 1, 3, 50), piece('b', 1, 1, 50), piece('c', 2, 2, 50)];
    expect(packContext(piece('q', 0, 9, 10), pieces, 200)).toEqual(packContext(piece('q', 0, 9, 10), [...pieces].reverse(), 200));
  });

  it('estimates four characters a token, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcde')).toBe(2);
  });
});

describe('the coach context', () => {
  const analyses = Array.from({ length: 12 }, (_, i) => analysis(`Answer ${String(i + 1).padStart(2, '0')}`, `2026-11-${String(i + 1).padStart(2, '0')}T10:00:00Z`));

  it('names the latest analysis and the one the question names before older ones, within the budget', () => {
    const packed = coachContext('Why was Answer 03 weaker?', analyses, [], [], 400);
    expect(packed.tokens).toBeLessThanOrEqual(400);
    expect(packed.included[0]).toBe('analysis:Answer 03');
    expect(packed.included).toContain('analysis:Answer 12');
    expect(packed.included).not.toContain('analysis:Answer 01');
    expect(packed.text).toContain('Analysis "Answer 12" (12 Nov 2026 10:00 UTC) (latest, upload)');
    expect(packed.text.endsWith("The user's question: Why was Answer 03 weaker?")).toBe(true);
  });

  it('remembers the last exchanges of the conversation before older analyses', () => {
    const turns = [
      { question: 'first question', answer: 'first answer' },
      { question: 'How did my last interview go?', answer: 'It went well: overall 70.0%.' },
    ];
    const packed = coachContext('And what should I fix first?', analyses, turns, [], 600);
    expect(packed.text).toContain('Earlier, the user asked: How did my last interview go?');
    expect(packed.text.indexOf('first question')).toBeLessThan(packed.text.indexOf('How did my last interview go?'));
  });

  it('says so when the user has no analyses', () => {
    expect(coachContext('Hi', [], [], []).text).toContain('no completed analyses yet');
  });
});

describe('the local model s context', () => {
  it('fits the question and the latest analysis into its small budget', () => {
    const analyses = [analysis('Older', '2026-11-01T10:00:00Z'), analysis('Newest', '2026-11-02T10:00:00Z')];
    const packed = coachContext('How did my last interview go?', analyses, [{ question: 'q', answer: 'a' }], [], COACH_LOCAL_CONTEXT_TOKENS);
    expect(packed.tokens).toBeLessThanOrEqual(COACH_LOCAL_CONTEXT_TOKENS);
    expect(packed.included).toContain('analysis:Newest');
    expect(packed.included).toContain('question');
  });
});

describe('the local model s digest and question part', () => {
  const analyses = Array.from({ length: 12 }, (_, i) => analysis(`Answer ${String(i + 1).padStart(2, '0')}`, `2026-11-${String(i + 1).padStart(2, '0')}T10:00:00Z`));
  const guidance = [1, 2, 3].map((i) => ({ id: `g${i}`, title: `Tip ${i}`, tags: [], topic: 'tips', text: 'Say what you did yourself, then the result. '.repeat(6) }));

  it('starts every question with the same digest, so a warm model reads only what the question adds', () => {
    const first = coachLocalContext('How did my last interview go?', analyses, [], guidance, 'overall average 70%');
    const next = coachLocalContext('What should I fix first?', analyses, [{ question: 'How did my last interview go?', answer: 'Well.' }], guidance, 'overall average 70%');
    expect(next.digest.text).toBe(first.digest.text);
    expect(next.text.startsWith(`${first.digest.text}\n\n`)).toBe(true);
    expect(first.digest.included).toContain('analysis:Answer 12');
    expect(first.digest.tokens).toBeLessThanOrEqual(COACH_LOCAL_DIGEST_TOKENS);
    expect(next.question.tokens).toBeLessThanOrEqual(COACH_LOCAL_QUESTION_TOKENS);
    expect(next.question.included).toContain('turn:0');
    expect(next.text.endsWith("The user's question: What should I fix first?")).toBe(true);
    expect(estimateTokens(next.text)).toBeLessThanOrEqual(COACH_LOCAL_CONTEXT_TOKENS);
  });

  it('bounds what retrieval adds to the question part', () => {
    const asked = coachLocalContext('How do I talk about a team project?', analyses, [], guidance);
    const passages = asked.question.included.filter((id) => id.startsWith('guidance:'));
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThan(guidance.length);
  });

  it('adds an analysis the question names that the digest left out, and leaves the digest as it was', () => {
    const plain = coachLocalContext('How did it go?', analyses, [], []);
    expect(plain.digest.included).not.toContain('analysis:Answer 01');
    const named = coachLocalContext('Why was Answer 01 weaker?', analyses, [], []);
    expect(named.digest.text).toBe(plain.digest.text);
    expect(named.question.included).toContain('analysis:Answer 01');
  });

  it('says so in the digest when the user has no analyses', () => {
    expect(coachLocalContext('Hi', [], [], []).digest.text).toContain('no completed analyses yet');
  });
});
