import { z } from 'zod';
import { analysisStatusSchema } from './analysis-api.ts';
import { MOCK_QUESTION_COUNT, MOCK_TARGET_TIMES, RECORDING_EXTENSIONS } from './mock-constants.ts';
import { competencySchema } from './mock-result.ts';

/**
 * Every `/api/mock/*` endpoint: paths verbatim, request and response schemas.
 * Errors answer both shapes at once: the API's `{status: 'error', message}` and the spec's
 * mock-interview `{success: false, error}` (the screen reads `success`/`error`).
 */

export const mockErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  success: z.literal(false),
  error: z.string(),
});
export type MockError = z.infer<typeof mockErrorSchema>;

const isoDateTime = z.string();
const sessionId = z.string().min(1).max(64);
const questionKey = z.string().min(1).max(64);

// ---------------------------------------------------------------- entities

export const mockQuestionSchema = z.object({
  key: z.string(),
  text: z.string(),
  competency: competencySchema,
  target_time: z.union([z.literal(MOCK_TARGET_TIMES[0]), z.literal(MOCK_TARGET_TIMES[1])]),
  /** The Pro Tip shown on the question card. */
  tips: z.string(),
});
export type MockQuestion = z.infer<typeof mockQuestionSchema>;

export const mockSessionStatusSchema = z.enum(['active', 'completed']);

export const mockSessionSchema = z.object({
  id: z.string(),
  status: mockSessionStatusSchema,
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  /** The analysis (category mock_interview) made at Finish; null before. */
  analysis_session_id: z.string().nullable(),
});
export type MockSession = z.infer<typeof mockSessionSchema>;

/** How far the analysis of one recorded answer is (beyond the spec: per-question progress). */
export const answerAnalysisSchema = z.object({
  status: analysisStatusSchema,
  /** 0–100. */
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
});
export type AnswerAnalysis = z.infer<typeof answerAnalysisSchema>;

/** A mock answer. A skipped answer carries only skipped=true and notes (plus `analysis: null`). */
export const mockAnswerSchema = z.object({
  skipped: z.boolean(),
  notes: z.string(),
  duration_sec: z.number().nonnegative().optional(),
  media_url: z.string().optional(),
  analysis: answerAnalysisSchema.nullable(),
  /** Beyond the spec: true once the recording was deleted after the retention period (the analysis stays). */
  recording_deleted: z.boolean().optional(),
});
export type MockAnswer = z.infer<typeof mockAnswerSchema>;

/** Answers keyed by question key. */
export const mockAnswersSchema = z.record(z.string(), mockAnswerSchema);
export type MockAnswers = z.infer<typeof mockAnswersSchema>;

export const mockSummarySchema = z.object({
  /** Percent of the questions answered (not skipped), 0–100. */
  completion_rate: z.number().min(0).max(100),
  completed_questions: z.number().int().nonnegative(),
  skipped_questions: z.number().int().nonnegative(),
  /** Seconds. */
  total_duration: z.number().nonnegative(),
  average_duration: z.number().nonnegative(),
  created_at: isoDateTime,
  completed_at: isoDateTime,
});
export type MockSummary = z.infer<typeof mockSummarySchema>;

// ---------------------------------------------------------------- POST /api/mock/start/

export const mockStartResponseSchema = z.object({
  success: z.literal(true),
  session: mockSessionSchema,
  questions: z.array(mockQuestionSchema).length(MOCK_QUESTION_COUNT),
  current_index: z.number().int().min(0),
  resumed: z.boolean(),
  answers: mockAnswersSchema,
  session_id: z.string(),
});
export type MockStartResponse = z.infer<typeof mockStartResponseSchema>;

// ---------------------------------------------------------------- POST /api/mock/presign/

export const mockPresignRequestSchema = z.object({
  session_id: sessionId,
  question_key: questionKey,
  file_extension: z.enum(RECORDING_EXTENSIONS).default('webm'),
  /** Beyond the spec: the recording's size in bytes. A larger one than allowed is refused at once (413); a direct (PUT) link is signed for exactly this length. */
  file_size: z.number().int().positive().optional(),
});
export type MockPresignRequest = z.input<typeof mockPresignRequestSchema>;

/**
 * How the browser sends the recording to `presigned_url`: `POST` — multipart (`file`, `presigned_url`) to our
 * own upload endpoint, with the session; `PUT` — the recording's bytes alone, straight to the object store
 * (S3), with exactly `upload_headers` and no credentials.
 */
export const MOCK_UPLOAD_METHODS = ['POST', 'PUT'] as const;
export type MockUploadMethod = (typeof MOCK_UPLOAD_METHODS)[number];

export const mockPresignResponseSchema = z.object({
  success: z.literal(true),
  /** Local store: our own `POST /api/mock/upload/?…&signature=…`; S3: a presigned PUT URL of the bucket. Short-lived and bound to user, session and question. */
  presigned_url: z.string(),
  /** The storage key the recording will have: the answer's `media_url`. */
  s3_key: z.string(),
  expires_at: isoDateTime,
  /** Beyond the spec: how to send the recording to `presigned_url`. */
  upload_method: z.enum(MOCK_UPLOAD_METHODS),
  /** Beyond the spec: headers the upload must carry as given (a presigned PUT is signed for its Content-Type); empty for POST. */
  upload_headers: z.record(z.string(), z.string()),
});
export type MockPresignResponse = z.infer<typeof mockPresignResponseSchema>;

// ---------------------------------------------------------------- POST /api/mock/upload/

/** Multipart: `file` (recording.webm) and `presigned_url`; the URL's own query carries the signature. */
export const MOCK_UPLOAD_FILE_FIELD = 'file';
export const MOCK_UPLOAD_URL_FIELD = 'presigned_url';

export const mockUploadResponseSchema = z.object({
  success: z.literal(true),
  s3_key: z.string(),
  size: z.number().int().nonnegative(),
  /** Seconds, from ffprobe (0 when the container does not say, as MediaRecorder's WebM). */
  duration: z.number().nonnegative(),
  message: z.string(),
});
export type MockUploadResponse = z.infer<typeof mockUploadResponseSchema>;

// ---------------------------------------------------------------- POST /api/mock/answer/

const notes = z.string().max(20_000).default('');

export const mockAnswerRequestSchema = z.union([
  z.object({
    session_id: sessionId,
    question_key: questionKey,
    skipped: z.literal(true),
    notes,
  }),
  z.object({
    session_id: sessionId,
    question_key: questionKey,
    skipped: z.literal(false).default(false),
    duration_sec: z.number().nonnegative().max(3600),
    notes,
    media_url: z.string().min(1).max(512),
  }),
]);
export type MockAnswerRequest = z.input<typeof mockAnswerRequestSchema>;

export const mockAnswerResponseSchema = z.object({
  success: z.literal(true),
  answer: mockAnswerSchema,
});
export type MockAnswerResponse = z.infer<typeof mockAnswerResponseSchema>;

// ---------------------------------------------------------------- POST /api/mock/progress/

export const mockProgressRequestSchema = z.object({
  session_id: sessionId,
  current_index: z.number().int().min(0).max(MOCK_QUESTION_COUNT - 1),
});
export type MockProgressRequest = z.infer<typeof mockProgressRequestSchema>;

export const mockSuccessResponseSchema = z.object({ success: z.literal(true) });
export type MockSuccessResponse = z.infer<typeof mockSuccessResponseSchema>;

// ---------------------------------------------------------------- POST /api/mock/finish/

export const mockFinishRequestSchema = z.object({ session_id: sessionId });
export type MockFinishRequest = z.infer<typeof mockFinishRequestSchema>;

/** 402 'No analysis credits left' when the user has none: the session stays active and its answers saved. */
export const mockFinishResponseSchema = z.object({
  success: z.literal(true),
  summary: mockSummarySchema,
  /** The analysis holding the report (category mock_interview). */
  analysis_session_id: z.string(),
  analysis_credits: z.number().int().nonnegative(),
});
export type MockFinishResponse = z.infer<typeof mockFinishResponseSchema>;

// ---------------------------------------------------------------- GET /api/mock/session/{id}/

export const mockSessionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    session: mockSessionSchema,
    questions: z.array(mockQuestionSchema),
    answers: mockAnswersSchema,
    current_index: z.number().int().min(0),
    summary: mockSummarySchema.nullable(),
    /** The report's analysis once finished: its status and progress. */
    analysis: answerAnalysisSchema.extend({ session_id: z.string() }).nullable(),
  }),
});
export type MockSessionResponse = z.infer<typeof mockSessionResponseSchema>;

// ---------------------------------------------------------------- paths

export const MOCK_PATHS = {
  start: '/api/mock/start/',
  presign: '/api/mock/presign/',
  upload: '/api/mock/upload/',
  answer: '/api/mock/answer/',
  progress: '/api/mock/progress/',
  finish: '/api/mock/finish/',
  session: '/api/mock/session/{id}/',
  /** Beyond the spec: an answer's recording, for the report page (honours Range requests). */
  media: '/api/mock/media/{session_id}/{question_key}',
} as const;

export const mockUrls = {
  start: (): string => MOCK_PATHS.start,
  presign: (): string => MOCK_PATHS.presign,
  upload: (): string => MOCK_PATHS.upload,
  answer: (): string => MOCK_PATHS.answer,
  progress: (): string => MOCK_PATHS.progress,
  finish: (): string => MOCK_PATHS.finish,
  session: (id: string): string => `/api/mock/session/${encodeURIComponent(id)}/`,
  media: (sessionId: string, questionKey: string): string =>
    `/api/mock/media/${encodeURIComponent(sessionId)}/${encodeURIComponent(questionKey)}`,
};
