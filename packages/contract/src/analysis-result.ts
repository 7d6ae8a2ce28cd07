import { z } from 'zod';
import { answerContentSchema } from './answer-content.ts';
import { overallMakeupSchema } from './overall-makeup.ts';
import { mockQuestionResultSchema } from './mock-result.ts';

/**
 * The analysis result: the field names of the analysis detail response, plus what the
 * engine adds (transcript, fillers, pauses, timeline, engines, quality, scoring_version).
 * A metric is `null` when the data was insufficient to measure it; `quality.flags` says why.
 */

export const timeRangeSchema = z.object({ start: z.number(), end: z.number() });
export type TimeRange = z.infer<typeof timeRangeSchema>;

const score = z.number().min(0).max(100).nullable();
const fraction = z.number().min(0).max(1).nullable();

export const videoMetricsSchema = z.object({
  face_detection_rate: fraction,
  average_eye_contact_score: fraction,
  average_posture_score: fraction,
  average_engagement_score: fraction,
});
export type VideoMetrics = z.infer<typeof videoMetricsSchema>;

export const videoResultSchema = z.object({
  performance_score: score,
  metrics: videoMetricsSchema,
  frames_analyzed: z.number().int().nonnegative(),
  fps: z.number().positive(),
  no_face_segments: z.array(timeRangeSchema),
  multiple_faces_segments: z.array(timeRangeSchema),
});
export type VideoResult = z.infer<typeof videoResultSchema>;

export const audioMetricsSchema = z.object({
  /** Words per minute over the whole recording, or over `own_time` when it is there (the spec's speaking_pace). */
  speaking_pace: z.number().nonnegative().nullable(),
  /** Words per minute of speech time: pauses of 250 ms or more left out (docs/SCORING-audio.md, "Pace"). */
  speaking_pace_over_speaking_time: z.number().nonnegative().nullable(),
  speaking_pace_over_total_time: z.number().nonnegative().nullable(),
  filler_words: z.number().int().nonnegative().nullable(),
  /** Seconds of the recording (in results stored before `own_time`, a separated voice's own turns). */
  duration: z.number().nonnegative(),
  /** Seconds of the user's own turns in an interview whose voices were separated; the pace is counted over them. */
  own_time: z.number().nonnegative().optional(),
  word_count: z.number().int().nonnegative().nullable(),
  clarity_score: score,
  tone_score: score,
  volume_score: score,
  confidence_score: score,
  articulation_score: score,
  fluency_score: score,
  /** True when word-based figures come from syllable nuclei rather than a transcript. */
  words_estimated: z.boolean(),
});
export type AudioMetrics = z.infer<typeof audioMetricsSchema>;

export const audioResultSchema = z.object({
  performance_score: score,
  metrics: audioMetricsSchema,
  loudness: z.object({
    mean_dbfs: z.number().nullable(),
    variation_db: z.number().nullable(),
    clipping_ratio: z.number().min(0).max(1),
  }),
  pitch: z.object({
    median_hz: z.number().nullable(),
    range_semitones: z.number().nullable(),
    variation_semitones: z.number().nullable(),
  }),
  speech_ratio: z.number().min(0).max(1),
  syllable_rate: z.number().nonnegative().nullable(),
  /** Syllables per second of speaking time (pauses excluded). */
  articulation_rate: z.number().nonnegative().nullable(),
  pause_summary: z.object({
    count: z.number().int().nonnegative(),
    longest: z.number().nonnegative().nullable(),
    over_two_seconds: z.number().int().nonnegative(),
  }),
});
export type AudioResult = z.infer<typeof audioResultSchema>;

export const transcriptWordSchema = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  confidence: z.number().min(0).max(1).nullable(),
});
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

export const fillerSchema = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  /** How it was found: in the transcript, or as an acoustic filled pause. */
  method: z.enum(['transcript', 'acoustic']),
});
export type Filler = z.infer<typeof fillerSchema>;

export const pauseSchema = z.object({ start: z.number(), end: z.number(), duration: z.number() });
export type Pause = z.infer<typeof pauseSchema>;

export const timelinePointSchema = z.object({
  t: z.number(),
  face_present: z.boolean().nullable(),
  /**
   * The mean per-frame eye contact over the second's frames that show a face (null without one): a share, shown
   * through eyeContactFromShare (eye-contact-figure.ts) like the whole recording's. Before `face_frames`, over all of
   * the second's frames, a frame without a face counting as none.
   */
  eye_contact: z.number().min(0).max(1).nullable(),
  /** How many of the second's sampled frames show a face (the weight of its eye contact in a stretch); absent before. */
  face_frames: z.number().int().nonnegative().optional(),
  loudness_dbfs: z.number().nullable(),
});
export type TimelinePoint = z.infer<typeof timelinePointSchema>;

export const qualityFlagSchema = z.enum([
  'face_rarely_visible',
  'no_video_stream',
  'no_speech',
  'no_audio_stream',
  'clipping',
  'very_low_level',
  'no_transcriber',
]);
export type QualityFlag = z.infer<typeof qualityFlagSchema>;

export const feedbackSchema = z.object({
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  strategies: z.array(z.string()),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** Who wrote a summary text: a configured language model, or the built-in rules. 'AI' labels only 'model'. */
export const insightSourceSchema = z.enum(['model', 'built-in']);
export type InsightSource = z.infer<typeof insightSourceSchema>;

const transcriptSchema = z.object({ text: z.string(), words: z.array(transcriptWordSchema) });

/** One voice's part of a recording with several, measured as if it were the candidate's. */
export const voiceViewSchema = z.object({
  voice: z.number().int().nonnegative(),
  /** Seconds of speech (pauses inside turns excluded). */
  speech_seconds: z.number().nonnegative(),
  audio: audioResultSchema,
  transcript: transcriptSchema.nullable(),
  fillers: z.array(fillerSchema),
  pauses: z.array(pauseSchema),
});
export type VoiceView = z.infer<typeof voiceViewSchema>;

export const speakerTurnSchema = z.object({
  start: z.number(),
  end: z.number(),
  voice: z.number().int().nonnegative(),
});
export type SpeakerTurn = z.infer<typeof speakerTurnSchema>;

/**
 * `mouth_movement`: the voice whose speech moved the face on screen; `most_speech`: the voice that spoke most;
 * `user`: the user said so ("That's not me" or "I was the only speaker").
 */
export const candidateBasisSchema = z.enum(['mouth_movement', 'most_speech', 'user']);
export type CandidateBasis = z.infer<typeof candidateBasisSchema>;

/**
 * Present when the recording has two or more voices. The result's audio figures, transcript, fillers and pauses are
 * those of `candidate_voice` (or of all speech when it is null: the user said they were the only speaker); every
 * voice's own figures are kept in `voices`, and all speech as one voice in `all`, so a correction needs no new decode.
 */
export const speakersSchema = z.object({
  method: z.string(),
  candidate_voice: z.number().int().nonnegative().nullable(),
  candidate_basis: candidateBasisSchema,
  /**
   * The voice the analysis chose and why, kept so that a correction can be undone ("That's not me" clicked again).
   * Absent on results stored before; first-candidate-choice.ts then infers it.
   */
  first_choice: z.object({ voice: z.number().int().nonnegative(), basis: candidateBasisSchema.exclude(['user']) }).optional(),
  turns: z.array(speakerTurnSchema),
  voices: z.array(voiceViewSchema),
  all: voiceViewSchema.omit({ voice: true, speech_seconds: true }),
});
export type Speakers = z.infer<typeof speakersSchema>;

/** One interviewer turn and the candidate's answer up to the next one, in an uploaded recording with an interviewer. */
export const interviewQuestionSchema = z.object({
  /** The interviewer's words as the recogniser heard them; null when no recogniser ran. */
  question: z.string().nullable(),
  question_span: timeRangeSchema,
  /** Null when the candidate did not answer before the next question (or the end). */
  answer_span: timeRangeSchema.nullable(),
  transcript: z.string().nullable(),
  word_count: z.number().int().nonnegative().nullable(),
  /** Words per minute over the answer span. */
  speaking_pace: z.number().nonnegative().nullable(),
  filler_words: z.number().int().nonnegative(),
  /** Seconds from the end of the question to the first word of the answer. */
  response_delay: z.number().nonnegative().nullable(),
  /** What the answer said, judged against the question as heard; null without an answer; absent before. */
  content: answerContentSchema.nullable().optional(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/**
 * The candidate's speech before the interviewer's first question (an introduction, or a turn the user said was theirs
 * with "That's not me"): not an answer to any question, so it is kept apart, measured as one. INTERVIEW_OPENING_TITLE.
 */
export const interviewOpeningSchema = interviewQuestionSchema.pick({ transcript: true, word_count: true, speaking_pace: true, filler_words: true, content: true }).extend({
  span: timeRangeSchema,
});
export type InterviewOpening = z.infer<typeof interviewOpeningSchema>;

export const analysisResultSchema = z.object({
  scoring_version: z.string(),
  overall_score: score,
  component_scores: z.object({
    overall: score,
    video: score,
    audio: score,
    video_performance: score,
    audio_performance: score,
    overall_interview_score: score,
  }),
  final: z.object({ overall_score: score }),
  /**
   * The weights the overall score gave the video, audio and (when it was judged) content scores (0–1, summing to 1
   * when any was measured). Absent on results stored before it was added and on mock interview reports, whose overall is
   * a mean of answers; `content` absent when the answer's content was not judged (then it is not part of the overall).
   */
  component_weights: z
    .object({ video: z.number().min(0).max(1), audio: z.number().min(0).max(1), content: z.number().min(0).max(1).optional() })
    .optional(),
  /**
   * Which parts the overall is made of, which it lacks and why, and which part to fix first (decision 050). Absent on
   * results stored before it was kept: overallMakeupOf derives it from what they measured, without re-scoring them.
   */
  overall_makeup: overallMakeupSchema.optional(),
  video: videoResultSchema,
  audio: audioResultSchema,
  llm_feedback: feedbackSchema,
  insights: z.object({
    summary: z.string(),
    recommendations: z.array(z.string()),
    /** Who wrote `summary`; absent on results stored before the model could write it (then: built-in). */
    source: insightSourceSchema.optional(),
  }),
  transcript: transcriptSchema.nullable(),
  fillers: z.array(fillerSchema),
  pauses: z.array(pauseSchema),
  timeline: z.array(timelinePointSchema),
  engines: z.object({
    transcriber: z.enum(['whisper', 'pocketsphinx', 'none']),
    transcriber_detail: z.string().nullable(),
    video_model: z.string(),
    feedback: z.string(),
  }),
  quality: z.object({
    flags: z.array(qualityFlagSchema),
    face_visible_ratio: z.number().min(0).max(1).nullable(),
    media_duration: z.number().nonnegative(),
  }),
  /**
   * What the recording said, judged as one answer: absent without a transcript and on results stored
   * before; mock interview reports carry it per question instead.
   */
  content: answerContentSchema.optional(),
  /** Mock interviews only: one entry per question, in the order asked (skipped ones included). */
  questions: z.array(mockQuestionResultSchema).optional(),
  /** Recordings with two or more voices only: who spoke when, and each voice's own figures. */
  speakers: speakersSchema.optional(),
  /** Recordings with an interviewer only: the interviewer's turns split the recording into question → answer pairs. */
  interview_questions: z.array(interviewQuestionSchema).optional(),
  /** Recordings with an interviewer only, when the candidate spoke before the first question. */
  interview_opening: interviewOpeningSchema.optional(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/**
 * What an analysis is doing now. While the two branches run side by side the stage names the step still being waited
 * for: `audio` (decoding, loudness, pitch, pauses, who speaks when), `transcribe` (speech recognition) or `video`.
 */
export const analysisStageSchema = z.enum(['queued', 'probe', 'audio', 'transcribe', 'video', 'scoring', 'feedback', 'done']);
export type AnalysisStage = z.infer<typeof analysisStageSchema>;
