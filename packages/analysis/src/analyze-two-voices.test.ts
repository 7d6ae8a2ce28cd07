import { analysisResultSchema, type AnalysisResult, type TimeRange } from '@rehearse/contract/analysis-result';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { ensureTwoVoiceInterview, type TwoVoiceInterview } from './fixtures/two-voice-interview.ts';
import { correctSpeakers } from './pipeline/correct-speakers.ts';

/** The targets: the candidate's word count within ±15 % of the truth, the interviewer's turns ±1. */
const CANDIDATE_WORD_TOLERANCE = 0.15;
const INTERVIEWER_TURN_TOLERANCE = 1;

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

describe('analyze() on the two-voice interview (the cards speaker asks, the LibriVox reader answers)', () => {
  let interview: TwoVoiceInterview;
  let result: AnalysisResult;

  beforeAll(async () => {
    interview = await ensureTwoVoiceInterview();
    result = await analyze(interview.path);
  }, 180_000);

  it(`counts the candidate's words only, within ±${CANDIDATE_WORD_TOLERANCE * 100} % of the truth`, () => {
    const words = result.audio.metrics.word_count ?? 0;
    expect(Math.abs(words - interview.truth.candidateWordCount) / interview.truth.candidateWordCount).toBeLessThanOrEqual(CANDIDATE_WORD_TOLERANCE);
    expect(result.transcript?.words.length).toBe(words);
    expect(result.speakers?.all.audio.metrics.word_count).toBeGreaterThan(words);
  });

  it(`finds the interviewer's turns (count ±${INTERVIEWER_TURN_TOLERANCE}), each where one was put`, () => {
    const speakers = result.speakers!;
    const interviewerTurns = speakers.turns.filter((t) => t.voice !== speakers.candidate_voice);
    expect(Math.abs(interviewerTurns.length - interview.truth.interviewerTurns.length)).toBeLessThanOrEqual(INTERVIEWER_TURN_TOLERANCE);
    for (const turn of interviewerTurns) expect(interview.truth.interviewerTurns.some((t) => overlaps(t, turn))).toBe(true);
    expect(analysisResultSchema.parse(result)).toEqual(result);
  });

  it("keeps the interviewer's speech out of the candidate's transcript, fillers and pauses", () => {
    const inInterviewerTurn = (x: TimeRange) => interview.truth.interviewerTurns.some((t) => overlaps(t, x));
    expect(result.transcript?.words.filter(inInterviewerTurn)).toEqual([]);
    expect(result.fillers.filter(inInterviewerTurn)).toEqual([]);
    expect(result.pauses.every((p) => interview.truth.candidateTurns.some((t) => p.start >= t.start - 0.2 && p.end <= t.end + 0.2))).toBe(true);
  });

  it('splits the recording into question → answer pairs', () => {
    expect(result.interview_questions).toHaveLength(interview.truth.questions.length);
    for (const [k, pair] of (result.interview_questions ?? []).entries()) {
      expect(overlaps(pair.question_span, interview.truth.interviewerTurns[k]!)).toBe(true);
      expect(pair.answer_span && overlaps(pair.answer_span, interview.truth.candidateTurns[k]!)).toBe(true);
      expect(pair.word_count).toBeGreaterThan(0);
    }
    // The interviewer asks first: nothing of the candidate's comes before the first question.
    expect(result.interview_opening).toBeUndefined();
  });

  it("times the whole answer's content over the candidate's own turns, not the interviewer's between them", () => {
    const speakers = result.speakers!;
    const own = speakers.turns.filter((t) => t.voice === speakers.candidate_voice).reduce((sum, t) => sum + t.end - t.start, 0);
    const timed = (result.content?.findings ?? []).flatMap((f) => [...f.text.matchAll(/ in (\d+):(\d\d)\b/g)].map((m) => Number(m[1]) * 60 + Number(m[2])));
    expect(timed.length).toBeGreaterThan(0);
    for (const seconds of timed) expect(seconds).toBeLessThanOrEqual(Math.ceil(own));
  });

  it("keeps the recording's length as the duration and names the candidate's own time, over which the pace is counted", () => {
    const { duration, own_time, speaking_pace, word_count } = result.audio.metrics;
    expect(duration).toBeCloseTo(result.quality.media_duration, 1);
    const speakers = result.speakers!;
    const turns = speakers.turns.filter((t) => t.voice === speakers.candidate_voice).reduce((sum, t) => sum + t.end - t.start, 0);
    expect(own_time).toBeGreaterThanOrEqual(turns);
    expect(own_time).toBeLessThan(duration);
    expect(speaking_pace).toBeCloseTo(((word_count ?? 0) / (own_time ?? 1)) * 60, 0);
  });

  it("'That's not me' clicked twice gives back the analysis's choice; with the voice named, the same as a swap", () => {
    const swapped = correctSpeakers(result, 'swap')!;
    const restored = correctSpeakers(swapped, 'restore')!;
    expect(restored.speakers).toMatchObject({ candidate_voice: result.speakers?.candidate_voice, candidate_basis: result.speakers?.candidate_basis });
    expect(restored.audio).toEqual(result.audio);
    expect(correctSpeakers(result, 'restore')).toBeNull();
    const other = result.speakers!.voices.find((v) => v.voice !== result.speakers!.candidate_voice)!.voice;
    expect(correctSpeakers(result, { voice: other })?.audio).toEqual(swapped.audio);
  });

  it("'That's not me' swaps the voices and 'I was the only speaker' merges them, without decoding again", () => {
    const swapped = correctSpeakers(result, 'swap')!;
    const interviewerWords = swapped.audio.metrics.word_count ?? 0;
    expect(Math.abs(interviewerWords - interview.truth.interviewerWordCount)).toBeLessThanOrEqual(
      Math.ceil(interview.truth.interviewerWordCount * CANDIDATE_WORD_TOLERANCE) + 2,
    );
    expect(swapped.speakers?.candidate_basis).toBe('user');
    expect(analysisResultSchema.parse(swapped)).toEqual(swapped);
    expect(correctSpeakers(swapped, 'swap')?.audio).toEqual(result.audio);
    // The interviewer's first turn is now the user's: it opens the report instead of vanishing from it.
    expect(swapped.interview_opening?.span.start).toBeCloseTo(result.interview_questions![0]!.question_span.start, 1);
    expect(swapped.interview_questions?.at(-1)?.answer_span).toBeNull();

    const merged = correctSpeakers(result, 'merge')!;
    expect(merged.audio).toEqual(result.speakers?.all.audio);
    expect(merged.interview_questions).toBeUndefined();
    expect(merged.speakers?.candidate_voice).toBeNull();
    expect(correctSpeakers(merged, 'swap')).toBeNull();
  });
});

describe('analyze() of the same recording said to be one answer (findSpeakers: false)', () => {
  let interview: TwoVoiceInterview;
  let result: AnalysisResult;

  beforeAll(async () => {
    interview = await ensureTwoVoiceInterview();
    result = await analyze(interview.path, { findSpeakers: false });
  }, 180_000);

  it('never splits it: no voices, no questions, every word counted, the duration the recording’s length', () => {
    expect(result.speakers).toBeUndefined();
    expect(result.interview_questions).toBeUndefined();
    expect(result.interview_opening).toBeUndefined();
    const everyone = interview.truth.candidateWordCount + interview.truth.interviewerWordCount;
    expect(Math.abs((result.audio.metrics.word_count ?? 0) - everyone) / everyone).toBeLessThanOrEqual(CANDIDATE_WORD_TOLERANCE);
    expect(result.audio.metrics.duration).toBeCloseTo(result.quality.media_duration, 1);
    expect(result.audio.metrics.own_time).toBeUndefined();
  });
});
