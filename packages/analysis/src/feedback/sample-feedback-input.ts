import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import type { FeedbackInput } from './feedback-input.ts';

/** Words spoken one after another from `from`, 0.4 s each (for tests). */
export function spokenWords(text: string, from: number): TranscriptWord[] {
  return text.split(' ').map((word, i) => ({ word, start: from + i * 0.4, end: from + i * 0.4 + 0.35, confidence: 0.95 }));
}

/**
 * A hand-made, realistic 90-second answer (for tests): 210 words at 140 WPM, 7 fillers (4 "um"), one 2.85 s pause,
 * eye contact 0.52, posture 0.86, engagement 0.78, face in 97 % of 180 frames, pitch variation 1.6 semitones.
 * `overrides` replaces whole top-level parts.
 */
export function sampleFeedbackInput(overrides: Partial<FeedbackInput> = {}): FeedbackInput {
  const words = [
    ...spokenWords('in my last role I led a team of four um we had to migrate the billing system', 2),
    ...spokenWords('and then we decided to rewrite it', 12),
    ...spokenWords('um it took us about like three months and uh the hardest part was testing', 18.2),
    ...spokenWords('so um I set up a staging copy with real data and um we compared every invoice', 31),
  ];
  return {
    video: {
      performance_score: 71.4,
      metrics: { face_detection_rate: 0.972, average_eye_contact_score: 0.52, average_posture_score: 0.86, average_engagement_score: 0.78 },
      frames_analyzed: 180,
      fps: 2,
      no_face_segments: [{ start: 61, end: 63.5 }],
      multiple_faces_segments: [],
    },
    audio: {
      performance_score: 66.8,
      metrics: {
        speaking_pace: 140,
        speaking_pace_over_speaking_time: 162,
        speaking_pace_over_total_time: 140,
        filler_words: 7,
        duration: 90,
        word_count: 210,
        clarity_score: 78,
        tone_score: 52,
        volume_score: 90,
        confidence_score: 70,
        articulation_score: 88,
        fluency_score: 55,
        words_estimated: false,
      },
      loudness: { mean_dbfs: -21.3, variation_db: 5.8, clipping_ratio: 0 },
      pitch: { median_hz: 118.2, range_semitones: 5.1, variation_semitones: 1.6 },
      speech_ratio: 0.82,
      syllable_rate: 3.1,
      articulation_rate: 4.4,
      pause_summary: { count: 14, longest: 2.85, over_two_seconds: 1 },
    },
    transcript: { text: words.map((w) => w.word).join(' '), words },
    fillers: [
      { word: 'um', start: 6, end: 6.35, method: 'transcript' },
      { word: 'um', start: 18.2, end: 18.55, method: 'transcript' },
      { word: 'like', start: 20.2, end: 20.55, method: 'transcript' },
      { word: 'uh', start: 21.8, end: 22.15, method: 'transcript' },
      { word: 'um', start: 31.4, end: 31.75, method: 'transcript' },
      { word: 'um', start: 35.8, end: 36.15, method: 'transcript' },
      { word: 'filled pause', start: 44, end: 44.6, method: 'acoustic' },
    ],
    pauses: [
      { start: 9.15, end: 12, duration: 2.85 },
      { start: 14.75, end: 15.6, duration: 0.85 },
      { start: 24.55, end: 25.2, duration: 0.65 },
    ],
    quality: { flags: [], face_visible_ratio: 0.972, media_duration: 90 },
    overallScore: 69.1,
    ...overrides,
  };
}
