import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { wordErrorRate } from './audio/transcription/word-error-rate.ts';
import { ensureFixtures } from './fixtures/ensure-fixtures.ts';
import type { FixturePaths } from './fixtures/fixture-paths.ts';
import { librivoxClips } from './fixtures/system-media.ts';
import { NO_VIDEO_MODEL } from './video/no-video-output.ts';

/** Phone and audio-only interviews: the short clip's LibriVox speech (…-0880) in every audio container, and in an .mp4 without pictures. */
describe.each(['m4a', 'mp3', 'wav', 'ogg', 'webm', 'mp4'] as const)('analyze() on an audio-only %s', (kind) => {
  let fixtures: FixturePaths;
  let result: AnalysisResult;
  let reference: string;

  beforeAll(async () => {
    fixtures = await ensureFixtures();
    reference = [...(await librivoxClips()).values()].find((clip) => clip.id.endsWith('0880'))?.text ?? '';
    result = await analyze(fixtures.audioOnly[kind]);
  });

  it('transcribes the speech and scores the voice', () => {
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.transcript?.words.length).toBeGreaterThan(0);
    expect(wordErrorRate(reference, result.transcript?.text ?? '').rate).toBeLessThan(0.5);
    expect(result.audio.performance_score).not.toBeNull();
    expect(result.audio.metrics.word_count).toBeGreaterThan(0);
    expect(Math.abs(result.quality.media_duration - 4)).toBeLessThan(0.5);
  });

  it('marks the video part not measured (nulls and the no_video_stream flag), not invented', () => {
    expect(result.video).toMatchObject({ performance_score: null, frames_analyzed: 0, no_face_segments: [], multiple_faces_segments: [] });
    expect(Object.values(result.video.metrics)).toEqual([null, null, null, null]);
    expect(result.quality.flags).toContain('no_video_stream');
    expect(result.quality.face_visible_ratio).toBeNull();
    expect(result.engines.video_model).toBe(NO_VIDEO_MODEL);
    expect(result.timeline.every((point) => point.face_present === null && point.eye_contact === null)).toBe(true);
  });

  it('takes the audio score as the overall score when the 4 s clip is too short to judge content, and the feedback says so', () => {
    expect(result.content?.status).not.toBe('judged');
    expect(result.overall_score).toBe(result.audio.performance_score);
    expect(result.component_scores).toMatchObject({ video: null, audio: result.audio.performance_score, overall: result.overall_score });
    expect(result.insights.summary).toContain('your overall score is your audio score');
    expect(result.llm_feedback.improvements.join(' ')).not.toMatch(/video track|camera/i);
  });
});
