import { describe, expect, it } from 'vitest';
import type { AnswerContent, ContentFinding } from './answer-content.ts';
import { estimatedLengthHeadline, untimedContent, withoutTimeStamps } from './untimed-content.ts';

const finding = (text: string, at: number | null = 12): ContentFinding => ({ part: 'hedging', kind: 'improvement', headline: 'h', text, quote: '"we did"', at, count: null, seconds: null });
const content = (engine: string, findings: ContentFinding[]) => ({ engine, findings }) as Pick<AnswerContent, 'engine' | 'findings'>;

describe('a typed answer’s content has no times', () => {
  it('drops every recording time stamp the finding texts cite', () => {
    expect(withoutTimeStamps('Varied words; "team" came 4 times (first at 0:12).')).toBe('Varied words; "team" came 4 times.');
    expect(withoutTimeStamps('Actions in order; the action started at 0:07.')).toBe('Actions in order.');
    expect(withoutTimeStamps('You said "we" 5 times in 80 words (6 per 100; at 0:03, 0:09, 0:15, …). Vary it.')).toBe('You said "we" 5 times in 80 words (6 per 100). Vary it.');
    expect(withoutTimeStamps('The answer took 1:20 for a 1:00 question: it ran past its target at 1:00. Cut it.')).toBe('The answer took 1:20 for a 1:00 question. Cut it.');
    expect(withoutTimeStamps('12 s passed before the story began (at 0:12: "at my last job"): start there.')).toBe('12 s passed before the story began ("at my last job"): start there.');
    expect(withoutTimeStamps('A hedge at 0:12.')).toBe('A hedge.');
  });

  it('gives a written answer’s findings no moment, and leaves a recording’s as they are', () => {
    const written = untimedContent(content('written', [finding('A hedge at 0:12.')]));
    expect(written.findings[0]).toMatchObject({ at: null, text: 'A hedge.', quote: '"we did"' });
    const spoken = content('whisper', [finding('A hedge at 0:12.')]);
    expect(untimedContent(spoken)).toBe(spoken);
  });

  it('gives a typed answer’s length headline the same "about" as its sentence, once, and leaves other headlines alone', () => {
    const length: ContentFinding = { part: 'length', kind: 'strength', headline: '0:41 of 1:30', text: 'The answer took about 0:41 read aloud, within its 1:30 target.', quote: null, at: null, count: null, seconds: 41 };
    const slow: ContentFinding = { ...length, kind: 'improvement', headline: '24 s before answering' };
    const written = untimedContent(content('written', [length, slow, finding('A hedge at 0:12.')]));
    expect(written.findings.map((f) => f.headline)).toEqual(['about 0:41 of 1:30', 'about 24 s before answering', 'h']);
    expect(untimedContent(written).findings.map((f) => f.headline)).toEqual(['about 0:41 of 1:30', 'about 24 s before answering', 'h']);
    expect(untimedContent(content('whisper', [length])).findings[0]!.headline).toBe('0:41 of 1:30');
    expect(estimatedLengthHeadline('Too long')).toBe('Too long');
  });
});
