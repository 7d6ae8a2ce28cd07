import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioReportFileSchema, videoReportFileSchema } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { writeReportFiles } from './write-report-files.ts';

const result: AnalysisResult = sampleAnalysisResult({
  overall_score: 70,
  component_scores: { overall: 70, video: null, audio: null, video_performance: null, audio_performance: null, overall_interview_score: null },
  final: { overall_score: 70 },
  video: {
    performance_score: 80,
    metrics: { face_detection_rate: 1, average_eye_contact_score: 0.7, average_posture_score: 0.8, average_engagement_score: 0.6 },
    frames_analyzed: 4,
  },
  audio: {
    performance_score: 60,
    metrics: {
      speaking_pace: 120,
      speaking_pace_over_total_time: 120,
      filler_words: 1,
      duration: 2,
      word_count: 4,
      tone_score: 70,
      articulation_score: 70,
      fluency_score: 50,
    },
    pitch: { median_hz: 120 },
    syllable_rate: 3,
    articulation_rate: 4,
    pause_summary: { count: 0, longest: null, over_two_seconds: 0 },
  },
  llm_feedback: { strengths: [], improvements: [], strategies: [] },
  insights: { summary: 's', recommendations: [] },
  transcript: { text: 'um so I think', words: [{ word: 'um', start: 0.1, end: 0.3, confidence: 0.9 }] },
  fillers: [{ word: 'um', start: 0.1, end: 0.3, method: 'transcript' }],
  timeline: [
    { t: 0, face_present: true, eye_contact: 0.7, loudness_dbfs: -20 },
    { t: 1, face_present: true, eye_contact: 0.7, loudness_dbfs: -21 },
  ],
  quality: { face_visible_ratio: 1, media_duration: 2 },
});

describe('writeReportFiles', () => {
  it('writes the video and audio reports the detail screen reads, in the contract shapes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rehearse-report-'));
    try {
      const names = await writeReportFiles(result, dir, 'session-1');
      expect(names).toEqual(['video_analysis.json', 'session-1_audio_interviewee_analysis.json']);
      const video = JSON.parse(await readFile(join(dir, names[0] as string), 'utf8')) as Record<string, unknown>;
      const audio = JSON.parse(await readFile(join(dir, names[1] as string), 'utf8')) as Record<string, unknown>;
      expect(videoReportFileSchema.parse(video)).toEqual(result.video);
      expect(video.timeline).toEqual([
        { t: 0, face_present: true, eye_contact: 0.7 },
        { t: 1, face_present: true, eye_contact: 0.7 },
      ]);
      expect(audioReportFileSchema.parse(audio)).toEqual(result.audio);
      expect(audio).toMatchObject({ transcript: result.transcript, fillers: result.fillers, pauses: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
