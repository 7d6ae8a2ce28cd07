import type { AnalysisResult, TranscriptWord } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { spokenWords } from '../feedback/sample-feedback-input.ts';
import { correctSpeakers } from './correct-speakers.ts';

const INTERVIEWER_FIRST = spokenWords('so tell me about a project you led', 0);
const ANSWER_ONE = spokenWords('I rewrote the billing parser for our client and the tests passed on Friday', 4);
const INTERVIEWER_SECOND = spokenWords('and what happened next', 11);
const ANSWER_TWO = spokenWords('then the client signed the contract for the next year and I led the rollout', 14);

/**
 * A two-voice upload that picked the wrong voice: voice 0 (turns 0:04–0:10 and 0:14–0:20) is the user, but voice 1
 * (0:00–0:03 and 0:11–0:13) was taken for the candidate.
 */
function misattributed(): AnalysisResult {
  const base = sampleAnalysisResult();
  const view = (voice: number, words: TranscriptWord[]) => ({
    voice,
    speech_seconds: 10,
    audio: base.audio,
    transcript: { text: words.map((w) => w.word).join(' '), words },
    fillers: [],
    pauses: [],
  });
  const all = [...INTERVIEWER_FIRST, ...ANSWER_ONE, ...INTERVIEWER_SECOND, ...ANSWER_TWO];
  return {
    ...base,
    speakers: {
      method: 'test',
      candidate_voice: 1,
      candidate_basis: 'most_speech',
      turns: [
        { start: 0, end: 3, voice: 1 },
        { start: 4, end: 10, voice: 0 },
        { start: 11, end: 13, voice: 1 },
        { start: 14, end: 20, voice: 0 },
      ],
      voices: [view(0, [...ANSWER_ONE, ...ANSWER_TWO]), view(1, [...INTERVIEWER_FIRST, ...INTERVIEWER_SECOND])],
      all: { audio: base.audio, transcript: { text: all.map((w) => w.word).join(' '), words: all }, fillers: [], pauses: [] },
    },
  };
}

describe("correctSpeakers: 'That's not me'", () => {
  it("times the whole answer's content over the user's own turns, not the interviewer's between them", () => {
    const swapped = correctSpeakers(misattributed(), 'swap')!;
    expect(swapped.content?.status).toBe('judged');
    // Own speech 0:04–0:10 and 0:14–0:19.95 is 11.95 s; first word to last, with the interviewer's turn, 15.95 s.
    const hedging = swapped.content!.findings.find((f) => f.part === 'hedging');
    expect(hedging?.text).toContain('in 0:11');
    expect(hedging?.at).toBeNull();
  });

  it("keeps the user's turn before the first question as the opening, and ends with the unanswered last question", () => {
    const engineRight = correctSpeakers(misattributed(), 'swap')!;
    expect(engineRight.interview_opening).toBeUndefined();
    // The user says voice 1 is theirs after all: its turn at 0:00 opens the recording, voice 0's two turns are the questions.
    const swapped = correctSpeakers(engineRight, 'swap')!;
    expect(swapped.interview_opening).toMatchObject({ span: { start: 0, end: 3 }, transcript: 'so tell me about a project you led', word_count: 8 });
    expect(swapped.interview_questions?.map((q) => q.question_span.start)).toEqual([4, 14]);
    expect(swapped.interview_questions?.at(-1)?.answer_span).toBeNull();
  });
});

describe("correctSpeakers: the overall follows the voice chosen", () => {
  it('marks the overall delivery only when the voice chosen has too few clear words for its content to be judged', () => {
    // Voice 1 (the interviewer's 12 words) is too little to judge: its overall must not pass for a complete one.
    const wrong = correctSpeakers(correctSpeakers(misattributed(), 'swap')!, 'swap')!;
    expect(wrong.content?.status).toBe('not_enough_speech');
    expect(wrong.overall_makeup).toMatchObject({ complete: false, parts: ['video', 'audio'], missing: [{ part: 'content', cause: 'not_enough_speech' }] });
    expect(wrong.insights.summary).toMatch(/^Delivery only: /);
    const right = correctSpeakers(misattributed(), 'swap')!;
    expect(right.overall_makeup?.complete).toBe(true);
  });
});
