import type { AudioResult, VideoResult } from '@rehearse/contract/analysis-result';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { SCORE_MEDIUM_THRESHOLD } from '@rehearse/contract/analysis-constants';
import { describe, expect, it } from 'vitest';
import { emptyAudioResult } from '../audio/empty-audio-result.ts';
import { EMPTY_VIDEO_METRICS } from '../video/video-metrics.ts';
import { overallScores, type OverallInput } from './overall-scores.ts';

const video = (score: number | null): VideoResult => ({
  performance_score: score,
  metrics: EMPTY_VIDEO_METRICS,
  frames_analyzed: 0,
  fps: 2,
  no_face_segments: [],
  multiple_faces_segments: [],
});
const audio = (score: number | null): AudioResult => ({ ...emptyAudioResult(60, 0), performance_score: score });
const content = (score: number | null, note: string | null = null): AnswerContent => ({
  status: score === null ? 'not_enough_speech' : 'judged',
  note,
  engine: 'whisper base.en',
  score,
  parts: { structure: score, specifics: score, ownership: score, hedging: score, repetition: score, length: score, relevance: null, vocabulary: score },
  findings: [],
  structure: null,
});
const input = (v: number | null, a: number | null, c: AnswerContent | undefined, over: Partial<OverallInput> = {}): OverallInput => ({
  video: video(v),
  audio: audio(a),
  content: c,
  flags: [],
  transcribed: true,
  ...over,
});

describe('overallScores', () => {
  it('weighs content 50 %, audio 30 % and video 20 %, one decimal, and says the overall is complete', () => {
    const scores = overallScores(input(80, 60, content(50)));
    expect(scores.overall_score).toBe(59); // 0.2 × 80 + 0.3 × 60 + 0.5 × 50
    expect(scores.component_weights).toEqual({ video: 0.2, audio: 0.3, content: 0.5 });
    expect(scores.component_scores).toEqual({ overall: 59, video: 80, audio: 60, video_performance: 80, audio_performance: 60, overall_interview_score: 59 });
    expect(scores.final.overall_score).toBe(59);
    expect(scores.overall_makeup).toMatchObject({ parts: ['video', 'audio', 'content'], missing: [], complete: true });
  });

  it('reads a hedged, vague, all-"we" answer with good delivery below 60, with its content to fix first', () => {
    // The walk's answer: content 19.7 read 64.6 % ("Medium") at 0.35 / 0.35 / 0.3, so video + audio was about 167.7.
    const scores = overallScores(input(84, 83.7, content(19.7)));
    expect(scores.overall_score).toBeLessThan(SCORE_MEDIUM_THRESHOLD);
    expect(scores.overall_makeup?.fix_first).toEqual({ part: 'content', score: 19.7, points: 40.2 });
  });

  it('marks the overall of an answer whose content could not be judged as delivery only, never as complete', () => {
    const note = 'not enough clear speech to judge content (14 clear words; 20 needed)';
    const scores = overallScores(input(90, 79.6, content(null, note)));
    expect(scores.overall_score).toBe(83.8); // 0.4 × 90 + 0.6 × 79.6: a delivery score
    expect(scores.component_weights).toEqual({ video: 0.4, audio: 0.6 });
    expect(scores.overall_makeup).toEqual({
      parts: ['video', 'audio'],
      missing: [{ part: 'content', cause: 'not_enough_speech', detail: note }],
      complete: false,
      fix_first: { part: 'content', score: null, points: null },
    });
  });

  it('keeps an audio-only recording complete: it has no picture to judge', () => {
    const scores = overallScores(input(null, 70, content(60), { flags: ['no_video_stream'] }));
    expect(scores.overall_score).toBe(63.8); // 0.375 × 70 + 0.625 × 60
    expect(scores.overall_makeup?.complete).toBe(true);
  });

  it('marks a silent video as video only', () => {
    const scores = overallScores(input(91.2, null, undefined, { flags: ['no_audio_stream'], transcribed: false }));
    expect(scores.overall_score).toBe(91.2);
    expect(scores.component_weights).toEqual({ video: 1, audio: 0 });
    expect(scores.overall_makeup?.parts).toEqual(['video']);
    expect(scores.overall_makeup?.complete).toBe(false);
  });

  it('is null everywhere when nothing was measured', () => {
    const scores = overallScores(input(null, null, undefined, { transcribed: false }));
    expect(scores.overall_score).toBeNull();
    expect(Object.values(scores.component_scores).every((v) => v === null)).toBe(true);
    expect(scores.final.overall_score).toBeNull();
    expect(scores.overall_makeup?.complete).toBe(false);
  });

  it('fits the result schema', () => {
    const shape = analysisResultSchema.pick({ overall_score: true, component_scores: true, final: true, component_weights: true, overall_makeup: true });
    expect(shape.safeParse(overallScores(input(0, 100, content(40)))).success).toBe(true);
    expect(shape.safeParse(overallScores(input(0, 100, undefined))).success).toBe(true);
  });
});
