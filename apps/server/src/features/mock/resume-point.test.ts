import { describe, expect, it } from 'vitest';
import { resumePoint } from './resume-point.ts';

const q = (key: string, followUpOf: string | null = null) => ({ key, follow_up_of: followUpOf });

describe('where an interview in progress resumes', () => {
  it('is the first question not answered yet, when the spoken interview answered past the stored index', () => {
    expect(resumePoint([q('a'), q('b')], new Set(['a']), 0)).toEqual({ question: 2, of: 2 });
  });

  it('counts a follow-up as the question it follows, never as one more question', () => {
    const questions = [q('a'), q('a-more', 'a'), q('b')];
    expect(resumePoint(questions, new Set(['a']), 0)).toEqual({ question: 1, of: 2 });
    expect(resumePoint(questions, new Set(['a', 'a-more']), 0)).toEqual({ question: 2, of: 2 });
  });

  it('stays at the stored question when every question from it on is answered', () => {
    expect(resumePoint([q('a'), q('b')], new Set(['a', 'b']), 1)).toEqual({ question: 2, of: 2 });
    expect(resumePoint([q('a'), q('b')], new Set(), 0)).toEqual({ question: 1, of: 2 });
  });
});
