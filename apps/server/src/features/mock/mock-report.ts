// Over 200 lines on purpose: one pure computation (per-question results and duration-weighted overall result); its parts only make sense together.
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { STAR_PARTS, type MockQuestionResult } from '@rehearse/contract/mock-result';
import { mockUrls } from '@rehearse/contract/mock-interview';
import { checkStar, EMPTY_STAR } from './star/check-star.ts';

/** One question of a finished session, with what its answer left. */
export interface ReportInput {
  question: MockQuestion;
  answer: {
    skipped: boolean;
    durationSec: number | null;
    /** The engine's result for the recording; null when skipped or the analysis failed. */
    result: AnalysisResult | null;
    error: string | null;
    /** The retention sweep deleted the recording: the entry links none and says so. */
    recordingDeleted?: boolean;
  } | null;
}

type Weighted = { value: number | null; weight: number };

/** Mean weighted by duration over the values that exist; null when none does (never 0 for 'no data'). */
export function weightedMean(items: readonly Weighted[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { value, weight } of items) {
    if (value === null || !Number.isFinite(value) || weight <= 0) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}

function round(value: number | null, decimals: number): number | null {
  if (value === null) return null;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

function sumOrNull(values: ReadonlyArray<number | null>): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : null;
}

/** The answer's weight: its measured media duration, else the recorded seconds, else 1. */
function weightOf(result: AnalysisResult, durationSec: number | null): number {
  return result.quality.media_duration > 0 ? result.quality.media_duration : durationSec && durationSec > 0 ? durationSec : 1;
}

/** The per-question entry of `results.questions`; skipped → null metrics, never zeros. */
export function questionResult(input: ReportInput, recordingUrl: string | null): MockQuestionResult {
  const { question, answer } = input;
  const base = { question_key: question.key, question: question.text, competency: question.competency };
  if (!answer || answer.skipped) {
    return {
      ...base,
      skipped: true,
      duration_sec: null,
      transcript: null,
      speaking_pace: null,
      filler_words: null,
      eye_contact: null,
      score: null,
      star: EMPTY_STAR,
      star_status: 'skipped',
      star_note: null,
      fillers: [],
      recording_url: null,
      analysis_error: null,
    };
  }
  const r = answer.result;
  const star = checkStar(r?.transcript ?? null);
  return {
    ...base,
    skipped: false,
    duration_sec: answer.durationSec ?? r?.quality.media_duration ?? null,
    transcript: r?.transcript?.text ?? null,
    speaking_pace: r ? round(r.audio.metrics.speaking_pace, 1) : null,
    filler_words: r ? r.audio.metrics.filler_words : null,
    eye_contact: r ? r.video.metrics.average_eye_contact_score : null,
    score: r ? r.overall_score : null,
    star: star.star,
    star_status: star.status,
    star_note: star.note,
    fillers: r ? [...new Set(r.fillers.map((f) => f.word.toLowerCase()))] : [],
    recording_url: answer.recordingDeleted ? null : recordingUrl,
    ...(answer.recordingDeleted ? { recording_deleted: true } : {}),
    analysis_error: r ? null : (answer.error ?? 'This answer could not be analysed'),
  };
}

/** A finished report once the recordings of `deletedKeys` (question keys) are deleted: no links to them, and the flag that says why. */
export function withDeletedRecordings(report: AnalysisResult, deletedKeys: ReadonlySet<string>): AnalysisResult {
  if (!report.questions) return report;
  return {
    ...report,
    questions: report.questions.map((q) => (deletedKeys.has(q.question_key) && !q.skipped ? { ...q, recording_url: null, recording_deleted: true } : q)),
  };
}

/**
 * The analysis result of a finished mock interview: the overall figures are duration-weighted
 * means over the answered questions whose analysis completed (counts are sums), plus `questions`.
 */
export function buildMockReport(inputs: readonly ReportInput[], mockSessionId: string): AnalysisResult {
  const questions = inputs.map((input) =>
    questionResult(input, input.answer && !input.answer.skipped ? mockUrls.media(mockSessionId, input.question.key) : null),
  );
  const answered = inputs.flatMap((input, index) =>
    input.answer && !input.answer.skipped && input.answer.result
      ? [{ result: input.answer.result, weight: weightOf(input.answer.result, input.answer.durationSec), number: index + 1 }]
      : [],
  );
  const mean = (pick: (r: AnalysisResult) => number | null, decimals = 1) =>
    round(weightedMean(answered.map((a) => ({ value: pick(a.result), weight: a.weight }))), decimals);
  const fraction = (pick: (r: AnalysisResult) => number | null) => mean(pick, 3);
  const first = answered[0]?.result;

  const overall = mean((r) => r.overall_score);
  const video = mean((r) => r.video.performance_score);
  const audio = mean((r) => r.audio.performance_score);
  const mediaDuration = answered.reduce((s, a) => s + a.result.quality.media_duration, 0);
  const recorded = questions.filter((q) => !q.skipped);
  const checked = questions.filter((q) => q.star_status === 'checked');
  const partsFound = checked.reduce((s, q) => s + STAR_PARTS.filter((p) => q.star[p].present).length, 0);
  const prefixed = (pick: (r: AnalysisResult) => string[]) =>
    [...new Set(answered.flatMap((a) => pick(a.result).slice(0, 2).map((text) => `Q${a.number}: ${text}`)))];

  return {
    scoring_version: first?.scoring_version ?? 'mock-interview',
    overall_score: overall,
    component_scores: {
      overall,
      video,
      audio,
      video_performance: video,
      audio_performance: audio,
      overall_interview_score: mean((r) => r.component_scores.overall_interview_score ?? r.overall_score),
    },
    final: { overall_score: overall },
    video: {
      performance_score: video,
      metrics: {
        face_detection_rate: fraction((r) => r.video.metrics.face_detection_rate),
        average_eye_contact_score: fraction((r) => r.video.metrics.average_eye_contact_score),
        average_posture_score: fraction((r) => r.video.metrics.average_posture_score),
        average_engagement_score: fraction((r) => r.video.metrics.average_engagement_score),
      },
      frames_analyzed: answered.reduce((s, a) => s + a.result.video.frames_analyzed, 0),
      fps: first?.video.fps ?? 2,
      no_face_segments: [],
      multiple_faces_segments: [],
    },
    audio: {
      performance_score: audio,
      metrics: {
        speaking_pace: mean((r) => r.audio.metrics.speaking_pace),
        speaking_pace_over_speaking_time: mean((r) => r.audio.metrics.speaking_pace_over_speaking_time),
        speaking_pace_over_total_time: mean((r) => r.audio.metrics.speaking_pace_over_total_time),
        filler_words: sumOrNull(answered.map((a) => a.result.audio.metrics.filler_words)),
        duration: round(answered.reduce((s, a) => s + a.result.audio.metrics.duration, 0), 2) ?? 0,
        word_count: sumOrNull(answered.map((a) => a.result.audio.metrics.word_count)),
        clarity_score: mean((r) => r.audio.metrics.clarity_score),
        tone_score: mean((r) => r.audio.metrics.tone_score),
        volume_score: mean((r) => r.audio.metrics.volume_score),
        confidence_score: mean((r) => r.audio.metrics.confidence_score),
        articulation_score: mean((r) => r.audio.metrics.articulation_score),
        fluency_score: mean((r) => r.audio.metrics.fluency_score),
        words_estimated: answered.some((a) => a.result.audio.metrics.words_estimated),
      },
      loudness: {
        mean_dbfs: mean((r) => r.audio.loudness.mean_dbfs),
        variation_db: mean((r) => r.audio.loudness.variation_db),
        clipping_ratio: mean((r) => r.audio.loudness.clipping_ratio, 4) ?? 0,
      },
      pitch: {
        median_hz: mean((r) => r.audio.pitch.median_hz),
        range_semitones: mean((r) => r.audio.pitch.range_semitones),
        variation_semitones: mean((r) => r.audio.pitch.variation_semitones),
      },
      speech_ratio: mean((r) => r.audio.speech_ratio, 3) ?? 0,
      syllable_rate: mean((r) => r.audio.syllable_rate, 2),
      articulation_rate: mean((r) => r.audio.articulation_rate, 2),
      pause_summary: {
        count: answered.reduce((s, a) => s + a.result.audio.pause_summary.count, 0),
        longest: answered.reduce<number | null>((m, a) => {
          const l = a.result.audio.pause_summary.longest;
          return l === null ? m : Math.max(m ?? 0, l);
        }, null),
        over_two_seconds: answered.reduce((s, a) => s + a.result.audio.pause_summary.over_two_seconds, 0),
      },
    },
    llm_feedback: {
      strengths: prefixed((r) => r.llm_feedback.strengths),
      improvements: prefixed((r) => r.llm_feedback.improvements),
      strategies: prefixed((r) => r.llm_feedback.strategies),
    },
    insights: {
      summary:
        `${recorded.length} of ${questions.length} questions answered` +
        (checked.length > 0 ? `; ${partsFound} of ${checked.length * 4} STAR parts heard in the ${checked.length} answers with enough clear speech.` : '.'),
      recommendations: [...new Set(answered.flatMap((a) => a.result.insights.recommendations))].slice(0, 5),
    },
    transcript: null,
    fillers: [],
    pauses: [],
    timeline: [],
    engines: first?.engines ?? { transcriber: 'none', transcriber_detail: null, video_model: 'none', feedback: 'built-in' },
    quality: {
      flags: [...new Set(answered.flatMap((a) => a.result.quality.flags))],
      face_visible_ratio: fraction((r) => r.quality.face_visible_ratio),
      media_duration: round(mediaDuration, 2) ?? 0,
    },
    questions,
  };
}
