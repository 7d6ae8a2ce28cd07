import { describe, expect, it } from 'vitest';
import { wordMetrics } from '../audio/audio-metrics.ts';
import { ownTime } from '../audio/speakers/own-time.ts';
import { interviewOpening, interviewQuestions } from './interview-questions.ts';

/** The acoustic facts wordMetrics needs beside the words, none of which the pace depends on. */
const NO_ACOUSTICS = { segments: [], speakingTime: 0, pauses: [], syllableCount: 0, fillers: [] };

const word = (w: string, start: number) => ({ word: w, start, end: start + 0.3, confidence: null });
const allWords = [word('hello', 0.2), word('why', 2), word('us', 2.5), word('because', 4), word('um', 5), word('yes', 6), word('next', 8), word('fine', 11)];
const candidate = {
  voice: 1,
  transcript: { text: '', words: [word('hello', 0.2), word('because', 4), word('um', 5), word('yes', 6), word('fine', 11)] },
  fillers: [{ word: 'um', start: 5, end: 5.3, method: 'transcript' as const }],
};
const turns = [
  { start: 0.1, end: 0.6, voice: 1 }, // the candidate before any question: the opening, no pair
  { start: 2, end: 2.9, voice: 0 },
  { start: 3.5, end: 6.5, voice: 1 },
  { start: 7.9, end: 8.4, voice: 0 },
  { start: 8.6, end: 9, voice: 2 }, // a second interviewer right after: the same question
  { start: 10.5, end: 11.5, voice: 1 },
  { start: 12, end: 12.5, voice: 0 }, // unanswered last question
];
const DURATION = 13;

describe('interviewQuestions', () => {
  const pairs = interviewQuestions(turns, candidate, allWords, 'pocketsphinx', DURATION);

  it('pairs each question with the answer up to the next one', () => {
    expect(pairs.map((p) => p.question)).toEqual(['why us', 'next', '']);
    expect(pairs.map((p) => p.answer_span)).toEqual([{ start: 3.5, end: 6.5 }, { start: 10.5, end: 11.5 }, null]);
    expect(pairs[1]?.question_span).toEqual({ start: 7.9, end: 9 });
  });

  it("measures each answer: words, pace over the candidate's own turn in it, fillers, delay after the question", () => {
    // The turn 3.5–6.5 s with the 0.1 s margin its voice's recording keeps at each end: 3 words in 3.2 s.
    expect(pairs[0]).toMatchObject({ transcript: 'because um yes', word_count: 3, speaking_pace: 56.3, filler_words: 1, response_delay: 0.6 });
    expect(pairs[2]).toMatchObject({ transcript: null, word_count: null, speaking_pace: null, filler_words: 0, response_delay: null });
  });

  it('has no words when no recogniser ran', () => {
    const silent = interviewQuestions(turns, { ...candidate, transcript: null }, null, 'pocketsphinx', DURATION);
    expect(silent[0]).toMatchObject({ question: null, transcript: null, word_count: null, speaking_pace: null });
  });

  it("judges each answer's content against the question as heard, naming the engine; none without an answer", () => {
    expect(pairs[0]?.content).toMatchObject({ status: 'not_enough_speech', score: null, engine: 'pocketsphinx' });
    expect(pairs[2]?.content).toBeNull();
    const said = 'I led the migration of our billing service to the new platform and cut the monthly cost from 40000 to 12000 dollars within two months'
      .split(' ')
      .map((w, i) => ({ word: w, start: 3.5 + i * 0.1, end: 3.58 + i * 0.1, confidence: 0.95 }));
    const [pair] = interviewQuestions(turns.slice(0, 3), { ...candidate, transcript: { text: '', words: said } }, allWords, 'whisper (ggml-base.en)', DURATION);
    expect(pair?.content).toMatchObject({ status: 'judged', engine: 'whisper (ggml-base.en)' });
    expect(pair?.content?.score).toBeGreaterThan(0);
  });
});

describe('interviewOpening', () => {
  it("keeps the candidate's speech before the first question as the opening, measured like an answer", () => {
    expect(interviewOpening(turns, candidate, 'pocketsphinx', DURATION)).toMatchObject({
      span: { start: 0.1, end: 0.6 },
      transcript: 'hello',
      word_count: 1,
      filler_words: 0,
      content: { status: 'not_enough_speech' },
    });
  });

  it('joins several turns of the candidate before the first question', () => {
    const opening = interviewOpening([{ start: 0.1, end: 0.6, voice: 1 }, { start: 0.7, end: 1, voice: 1 }, ...turns.slice(1)], candidate, 'pocketsphinx', DURATION);
    expect(opening?.span).toEqual({ start: 0.1, end: 1 });
  });

  it("reads the pace of the voice's own figures when it holds all of the voice's turns", () => {
    // The candidate speaks only before the first question: the opening is all of their speech, as on the audio card.
    const onlyOpening = [{ start: 0.1, end: 0.6, voice: 1 }, { start: 0.8, end: 1.9, voice: 1 }, { start: 2, end: 2.9, voice: 0 }];
    const said = { ...candidate, transcript: { text: '', words: [word('hello', 0.2), word('there', 0.9), word('all', 1.4)] } };
    const opening = interviewOpening(onlyOpening, said, 'pocketsphinx', DURATION);
    const card = wordMetrics({ ...NO_ACOUSTICS, duration: DURATION, ownTime: ownTime(onlyOpening, 1, DURATION), transcriptWordCount: 3 }).metrics;
    expect(opening?.speaking_pace).toBe(card.speaking_pace);
    expect(opening?.speaking_pace).toBe(90); // 3 words in 0–0.7 and 0.7–2.0 s (turns with their 0.1 s margins): 2 s
  });

  it('is null when the interviewer speaks first', () => {
    expect(interviewOpening(turns.slice(1), candidate, 'pocketsphinx', DURATION)).toBeNull();
  });
});
