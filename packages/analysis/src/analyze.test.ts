import type { AnalysisResult, AnalysisStage, TimeRange } from '@rehearse/contract/analysis-result';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { ensureFixtures } from './fixtures/ensure-fixtures.ts';
import type { FixturePaths } from './fixtures/fixture-paths.ts';

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;
/** Seconds wholly inside a range, with a second's margin at each edge (a second straddling a cut is either). */
const innerSeconds = (range: TimeRange) => {
  const seconds: number[] = [];
  for (let t = Math.ceil(range.start) + 1; t + 1 <= Math.floor(range.end) - 1; t += 1) seconds.push(t);
  return seconds;
};
const WORD_TOLERANCE = 0.25;

describe('analyze() on the 21 s talking-head fixture', () => {
  let fixtures: FixturePaths;
  let result: AnalysisResult;
  const progress: [AnalysisStage, number][] = [];

  beforeAll(async () => {
    fixtures = await ensureFixtures();
    result = await analyze(fixtures.talkingHead.path, { onProgress: (stage, percent) => progress.push([stage, percent]) });
  });

  it('answers a result that the contract schema accepts, with engines and scoring version', () => {
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.scoring_version).not.toBe('');
    expect(result.engines.video_model).toContain('human');
    expect(result.engines.feedback).toContain(result.scoring_version);
    expect(result.quality.media_duration).toBeCloseTo(fixtures.talkingHead.truth.duration, 0);
  });

  it('judges the whole transcript as one answer, names its engine, and says how the overall was made', () => {
    const content = result.content;
    expect(content?.engine).toBe(result.engines.transcriber_detail ?? result.engines.transcriber);
    if (content?.status === 'judged') {
      expect(result.component_weights?.content).toBeCloseTo(0.5);
      expect(result.insights.summary).toContain(`answer content ${content.score}`);
      expect(result.overall_makeup?.complete).toBe(true);
      // Evidence has a moment; only a strength about the whole answer (no hedges, varied wording) may have none.
      for (const finding of content.findings) expect(finding.at !== null || (finding.kind === 'strength' && finding.quote === null), finding.text).toBe(true);
    } else {
      expect(content?.note).toMatch(/^not enough clear speech to judge content \(\d+ (clear words?; 20 needed|of \d+ words clear; at least half needed)\)$/);
      expect(result.component_weights?.content).toBeUndefined();
      // Without its content the overall is a delivery score, marked as such and never called an overall.
      expect(result.overall_makeup).toMatchObject({ complete: false, parts: ['video', 'audio'], missing: [{ part: 'content', cause: 'not_enough_speech' }] });
      expect(result.insights.summary).toMatch(/^Delivery only: /);
    }
  });

  it('finds the face in the face stretches and not in the blank one (timeline and no_face_segments)', () => {
    const { truth } = fixtures.talkingHead;
    const at = (t: number) => result.timeline.find((p) => p.t === t);
    for (const range of truth.faceRanges) for (const t of innerSeconds(range)) expect(at(t)?.face_present, `second ${t}`).toBe(true);
    for (const range of truth.noFaceRanges) for (const t of innerSeconds(range)) expect(at(t)?.face_present, `second ${t}`).toBe(false);
    const blank = truth.noFaceRanges[0] as TimeRange;
    expect(result.video.no_face_segments.some((s) => overlaps(s, blank))).toBe(true);
    expect(result.video.no_face_segments.every((s) => truth.noFaceRanges.some((r) => overlaps(s, r)))).toBe(true);
    expect(result.quality.face_visible_ratio).toBe(result.video.metrics.face_detection_rate);
    expect(result.timeline).toHaveLength(Math.ceil(truth.duration));
    expect(result.timeline.filter((p) => p.loudness_dbfs !== null).length).toBeGreaterThan(result.timeline.length / 2);
  });

  it('finds a pause over 2 s where the 3 s silence was planted', () => {
    const long = result.pauses.filter((p) => p.duration > 2);
    expect(long.some((p) => overlaps(p, fixtures.talkingHead.truth.longPause))).toBe(true);
    expect(result.audio.pause_summary.over_two_seconds).toBeGreaterThanOrEqual(1);
  });

  it(`word count and words per minute within ±${WORD_TOLERANCE * 100} % of the reference transcripts`, () => {
    const { truth } = fixtures.talkingHead;
    const { word_count, speaking_pace } = result.audio.metrics;
    expect(word_count).not.toBeNull();
    expect(Math.abs((word_count ?? 0) - truth.wordCount) / truth.wordCount).toBeLessThanOrEqual(WORD_TOLERANCE);
    expect(Math.abs((speaking_pace ?? 0) - truth.wordsPerMinute) / truth.wordsPerMinute).toBeLessThanOrEqual(WORD_TOLERANCE);
  });

  it('places the transcript words in time: none inside the planted 3 s silence, and speech resumes after it', () => {
    const { longPause } = fixtures.talkingHead.truth;
    const words = result.transcript?.words ?? [];
    expect(words.filter((w) => w.start < longPause.end - 0.1 && w.end > longPause.start + 0.1)).toEqual([]);
    expect(words.some((w) => w.start >= longPause.end)).toBe(true);
    expect(words.at(-1)?.end ?? 0).toBeGreaterThan(fixtures.talkingHead.truth.duration - 2);
  });

  it('counts the pace while speaking without the planted 3 s silence: above the pace over the whole recording by at least its share', () => {
    const { duration, longPause } = fixtures.talkingHead.truth;
    const { speaking_pace, speaking_pace_over_speaking_time } = result.audio.metrics;
    const withoutSilence = (speaking_pace ?? 0) * (duration / (duration - (longPause.end - longPause.start)));
    expect(speaking_pace_over_speaking_time ?? 0).toBeGreaterThanOrEqual(withoutSilence);
  });

  it('finds a filler within ±1.5 s of the planted "um" (from the transcript or acoustically)', () => {
    const um = fixtures.talkingHead.truth.fillers[0] as { start: number; end: number };
    expect(result.fillers.some((f) => f.start <= um.end + 1.5 && f.end >= um.start - 1.5)).toBe(true);
  });

  it('reports progress that never goes back and ends at 100 with stage done', () => {
    const percents = progress.map(([, p]) => p);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual(['done', 100]);
    const stages = new Set(progress.map(([s]) => s));
    for (const stage of ['probe', 'video', 'scoring', 'feedback', 'done'] as const) expect(stages).toContain(stage);
    // The wait for the recogniser is named as speech recognition, not as the picture's analysis beside it.
    if (result.engines.transcriber !== 'none') expect(stages).toContain('transcribe');
  });

  it('writes feedback citing its evidence', () => {
    const items = [...result.llm_feedback.strengths, ...result.llm_feedback.improvements];
    expect(items.length).toBeGreaterThan(0);
    expect(result.insights.summary).not.toBe('');
  });
});

describe('analyze() on a video with no audio stream', () => {
  it('flags no_audio_stream, leaves audio metrics null and still scores the video', async () => {
    const fixtures = await ensureFixtures();
    const result = await analyze(fixtures.videoNoAudio);
    expect(result.quality.flags).toContain('no_audio_stream');
    expect(result.audio.performance_score).toBeNull();
    expect(result.audio.metrics.word_count).toBeNull();
    expect(result.audio.metrics.speaking_pace).toBeNull();
    expect(result.video.performance_score).not.toBeNull();
    expect(result.timeline.every((p) => p.loudness_dbfs === null)).toBe(true);
  });

  it('rejects a broken file with its MediaError before any analysis', async () => {
    const fixtures = await ensureFixtures();
    const stages: AnalysisStage[] = [];
    await expect(analyze(fixtures.broken.truncatedMp4, { onProgress: (s) => stages.push(s) })).rejects.toMatchObject({
      name: 'MediaError',
      message: 'The video file is incomplete; it may have been cut off during upload.',
    });
    expect(stages).toEqual([]);
  });
});
