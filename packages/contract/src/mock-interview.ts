import { z } from 'zod';
import { analysisStatusSchema } from './analysis-api.ts';
import {
  FOLLOW_UP_REASONS,
  MOCK_MAX_JOB_DESCRIPTION_CHARS,
  MOCK_MAX_QUESTION_COUNT,
  MOCK_MAX_SESSION_QUESTIONS,
  MOCK_MIN_QUESTION_COUNT,
  MOCK_SERVER_MESSAGES,
  MOCK_TARGET_TIMES,
  RECORDING_EXTENSIONS,
} from './mock-constants.ts';
import { questionCompetencySchema, questionSetIdSchema, questionTypeSchema } from './mock-question-sets.ts';
import { interviewerPersonaSchema } from './interview-conversation.ts';
import { typedAnswerSchema } from './typed-answer.ts';
import { answerContentSchema } from './answer-content.ts';

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

/** The line of the pasted job posting a question was picked or written for. */
export const postingTargetSchema = z.object({
  /** 1-based, counting every line of the posting as pasted. */
  line_number: z.number().int().positive(),
  line: z.string(),
  /** The skills or responsibilities of that line the question covers. */
  skills: z.array(z.string()),
});
export type PostingTarget = z.infer<typeof postingTargetSchema>;

/** `set`: drawn from the question set; `posting`: written for the job posting; `follow_up`: asks after an answer. */
export const MOCK_QUESTION_ORIGINS = ['set', 'posting', 'follow_up'] as const;
export const mockQuestionOriginSchema = z.enum(MOCK_QUESTION_ORIGINS);

export const mockQuestionSchema = z.object({
  key: z.string(),
  text: z.string(),
  competency: questionCompetencySchema,
  target_time: z.union([z.literal(MOCK_TARGET_TIMES[0]), z.literal(MOCK_TARGET_TIMES[1])]),
  /** The Pro Tip shown on the question card. */
  tips: z.string(),
  // ---- sets, lengths, postings and retakes
  type: questionTypeSchema,
  /** What a strong answer contains. */
  strong_answer: z.array(z.string()),
  set_id: questionSetIdSchema,
  origin: mockQuestionOriginSchema,
  /** Shown with the label 'Written by AI'. */
  written_by_ai: z.boolean(),
  /** The posting line this question covers; null without a posting or when it covers none. */
  targets: postingTargetSchema.nullable(),
  /** The question key this one follows up; null for other questions. */
  follow_up_of: z.string().nullable(),
});
export type MockQuestion = z.infer<typeof mockQuestionSchema>;

/** The job posting a session was tailored to (stored with the session, deleted with it). */
export const mockPostingSchema = z.object({
  text: z.string(),
  /** Skills and responsibilities found in it, in the order they appear. */
  skills: z.array(z.string()),
  /** Those no question of the session covers. */
  uncovered_skills: z.array(z.string()),
  /** True when a language model wrote some of the questions ('Written by AI'). */
  tailored_by_ai: z.boolean(),
});
export type MockPosting = z.infer<typeof mockPostingSchema>;

export const mockSessionStatusSchema = z.enum(['active', 'completed']);

export const mockSessionSchema = z.object({
  id: z.string(),
  status: mockSessionStatusSchema,
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  /** The analysis (category mock_interview) made at Finish; null before. */
  analysis_session_id: z.string().nullable(),
  // ---- sets, lengths, postings and retakes
  set_id: questionSetIdSchema,
  /** The length the user chose (follow-ups come on top). */
  question_count: z.number().int().min(MOCK_MIN_QUESTION_COUNT).max(MOCK_MAX_QUESTION_COUNT),
});
export type MockSession = z.infer<typeof mockSessionSchema>;

/** How far the analysis of one recorded answer is (beyond the spec: per-question progress). */
export const answerAnalysisSchema = z.object({
  status: analysisStatusSchema,
  /** 0–100. */
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
  /** The answer's overall score (0–100) once its analysis completed; null when it has none. */
  score: z.number().min(0).max(100).nullable().optional(),
});
export type AnswerAnalysis = z.infer<typeof answerAnalysisSchema>;

/** The follow-up question an analysed answer suggests (from what it leaves out). */
export const followUpSuggestionSchema = z.object({
  text: z.string(),
  reason: z.enum(FOLLOW_UP_REASONS),
  written_by_ai: z.boolean(),
});
export type FollowUpSuggestion = z.infer<typeof followUpSuggestionSchema>;

const answerFields = {
  skipped: z.boolean(),
  notes: z.string(),
  duration_sec: z.number().nonnegative().optional(),
  media_url: z.string().optional(),
  analysis: answerAnalysisSchema.nullable(),
  /** Beyond the spec: true once the recording was deleted after the retention period (the analysis stays). */
  recording_deleted: z.boolean().optional(),
  /** Beyond the spec: an answer typed instead of recorded, with what it said (no recording, no duration, content only). */
  typed: typedAnswerSchema.optional(),
};

/** An earlier attempt at a question (each retake is kept). */
export const mockAttemptSchema = z.object({ ...answerFields, attempt: z.number().int().positive(), recorded_at: isoDateTime });
export type MockAttempt = z.infer<typeof mockAttemptSchema>;

/**
 * A mock answer: the question's latest attempt. A skipped answer carries only skipped=true and notes (plus `analysis: null`).
 * Only when they apply: `attempt` (its number, from 2), `earlier_attempts` (oldest first) and
 * `follow_up` (the suggested follow-up, until it is added to the session).
 */
export const mockAnswerSchema = z.object({
  ...answerFields,
  attempt: z.number().int().min(2).optional(),
  earlier_attempts: z.array(mockAttemptSchema).optional(),
  /** The attempt the user chose to count (POST /api/mock/counted-attempt/); absent: the latest counts. */
  counted_attempt: z.number().int().positive().optional(),
  follow_up: followUpSuggestionSchema.optional(),
});
export type MockAnswer = z.infer<typeof mockAnswerSchema>;

/** Answers keyed by question key. */
export const mockAnswersSchema = z.record(z.string(), mockAnswerSchema);
export type MockAnswers = z.infer<typeof mockAnswersSchema>;

export const mockSummarySchema = z.object({
  /** Percent of the questions answered (not skipped), 0–100. */
  completion_rate: z.number().min(0).max(100),
  completed_questions: z.number().int().nonnegative(),
  /** Questions the user chose to skip. */
  skipped_questions: z.number().int().nonnegative(),
  /** Questions not reached before Finish (absent in summaries made before, where they counted as skipped). */
  not_asked_questions: z.number().int().nonnegative().optional(),
  /** The interview's own questions; a follow-up belongs to its question (absent in summaries made before: 10). */
  total_questions: z.number().int().nonnegative().optional(),
  /** Seconds. */
  total_duration: z.number().nonnegative(),
  average_duration: z.number().nonnegative(),
  created_at: isoDateTime,
  completed_at: isoDateTime,
});
export type MockSummary = z.infer<typeof mockSummarySchema>;

// ---------------------------------------------------------------- POST /api/mock/start/

/**
 * Optional body (beyond the spec). `competency` makes the first question of a new interview one of that
 * competency ('Practice Similar Question'; without `set_id`, from the set that has it). `set_id`
 * (default behavioural), `question_count` (1–10, default 10) and `job_description` (a pasted posting, at most
 * 20 000 characters; empty or blank counts as none). An active interview is resumed as it is, whatever is asked.
 */
export const mockStartRequestSchema = z
  .object({
    competency: questionCompetencySchema.optional(),
    set_id: questionSetIdSchema.optional(),
    question_count: z
      .number()
      .int(MOCK_SERVER_MESSAGES.questionCount)
      .min(MOCK_MIN_QUESTION_COUNT, MOCK_SERVER_MESSAGES.questionCount)
      .max(MOCK_MAX_QUESTION_COUNT, MOCK_SERVER_MESSAGES.questionCount)
      .optional(),
    job_description: z.string().max(MOCK_MAX_JOB_DESCRIPTION_CHARS, MOCK_SERVER_MESSAGES.jobDescriptionTooLong).optional(),
  })
  .strict();
export type MockStartRequest = z.infer<typeof mockStartRequestSchema>;

const sessionQuestions = z.array(mockQuestionSchema).min(1).max(MOCK_MAX_SESSION_QUESTIONS);

export const mockStartResponseSchema = z.object({
  success: z.literal(true),
  session: mockSessionSchema,
  questions: sessionQuestions,
  current_index: z.number().int().min(0),
  resumed: z.boolean(),
  answers: mockAnswersSchema,
  session_id: z.string(),
  /** The posting the questions were chosen for; null without one. */
  job_description: mockPostingSchema.nullable(),
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

/** Saves the question index with the answer in one step (skip, then advance, without a stale write-back). */
const advanceTo = z.number().int().min(0).max(MOCK_MAX_SESSION_QUESTIONS - 1).optional();

export const mockAnswerRequestSchema = z.union([
  z.object({
    session_id: sessionId,
    question_key: questionKey,
    skipped: z.literal(true),
    notes,
    current_index: advanceTo,
  }),
  z.object({
    session_id: sessionId,
    question_key: questionKey,
    skipped: z.literal(false).default(false),
    duration_sec: z.number().nonnegative().max(3600),
    notes,
    media_url: z.string().min(1).max(512),
    current_index: advanceTo,
    /** Keep the question's current answer as an earlier attempt (a retake) instead of replacing it. */
    retake: z.boolean().default(false),
  }),
]);
export type MockAnswerRequest = z.input<typeof mockAnswerRequestSchema>;

export const mockAnswerResponseSchema = z.object({
  success: z.literal(true),
  answer: mockAnswerSchema,
  /** The session's answers and index after this save, to replace the client's copy. */
  answers: mockAnswersSchema,
  current_index: z.number().int().min(0),
});
export type MockAnswerResponse = z.infer<typeof mockAnswerResponseSchema>;

// ---------------------------------------------------------------- POST /api/mock/progress/

export const mockProgressRequestSchema = z.object({
  session_id: sessionId,
  current_index: z.number().int().min(0).max(MOCK_MAX_SESSION_QUESTIONS - 1),
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

// ---------------------------------------------------------------- POST /api/mock/follow-up/

/**
 * Adds the suggested follow-up of an analysed answer to the session, right after its question. `transcript`: the words
 * heard while a spoken answer was given (the live interviewer), judged by the same rules while its analysis is not done
 * and before its recording is stored (the interviewer replies while the recording uploads).
 */
export const mockFollowUpRequestSchema = z
  .object({
    session_id: sessionId,
    question_key: questionKey,
    transcript: z.string().max(20_000).optional(),
    /** The spoken interview's interviewer: a tough one presses for specifics when the answer gave no figures. */
    persona: interviewerPersonaSchema.optional(),
    /**
     * Only judge `transcript` (`heard_content`), never add a follow-up: Practice's note on a spoken answer that takes
     * none (itself a follow-up, one already asked, or the follow-up budget spent).
     */
    judge_only: z.boolean().optional(),
  })
  .strict();
export type MockFollowUpRequest = z.infer<typeof mockFollowUpRequestSchema>;

export const mockFollowUpResponseSchema = z.object({
  success: z.literal(true),
  /** The new question (origin follow_up); null when the answer leaves nothing to ask about or the budget is spent. */
  question: mockQuestionSchema.nullable(),
  questions: sessionQuestions,
  answers: mockAnswersSchema,
  current_index: z.number().int().min(0),
  /**
   * With `transcript`: what the heard words say, judged by the content rules as a typed answer's text is, so Practice
   * gives a spoken answer the short note a typed one gets before its recording is analysed. Absent without words.
   */
  heard_content: answerContentSchema.optional(),
});
export type MockFollowUpResponse = z.infer<typeof mockFollowUpResponseSchema>;

// ---------------------------------------------------------------- GET /api/mock/session/{id}/

export const mockSessionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    session: mockSessionSchema,
    questions: z.array(mockQuestionSchema),
    job_description: mockPostingSchema.nullable(),
    answers: mockAnswersSchema,
    current_index: z.number().int().min(0),
    summary: mockSummarySchema.nullable(),
    /** The report's analysis once finished: its status and progress. */
    analysis: answerAnalysisSchema.extend({ session_id: z.string() }).nullable(),
  }),
});
export type MockSessionResponse = z.infer<typeof mockSessionResponseSchema>;

// ---------------------------------------------------------------- GET /api/mock/active/

/** The caller's interview in progress, to offer 'Resume interview' in any tab or browser; resuming is POST start/. */
export const mockActiveSessionSchema = z.object({
  session: mockSessionSchema,
  /** The question the interview stands at (0-based). */
  current_index: z.number().int().min(0),
  /** Questions in the session, follow-ups included. */
  question_total: z.number().int().min(1).max(MOCK_MAX_SESSION_QUESTIONS),
  /**
   * Where it resumes, as the interviewer's greeting counts: the first question not answered yet (1-based) of the
   * interview's own questions; a follow-up counts as the question it follows.
   */
  resumes_at: z.object({ question: z.number().int().min(1), of: z.number().int().min(1) }),
});
export type MockActiveSession = z.infer<typeof mockActiveSessionSchema>;

/** `active`: null when the user has no interview in progress. */
export const mockActiveSessionResponseSchema = z.object({
  success: z.literal(true),
  active: mockActiveSessionSchema.nullable(),
});
export type MockActiveSessionResponse = z.infer<typeof mockActiveSessionResponseSchema>;

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
  /** */
  questionSets: '/api/mock/question-sets/',
  followUp: '/api/mock/follow-up/',
  /** The signed-in user's interview in progress, or none. */
  active: '/api/mock/active/',
} as const;

export const mockUrls = {
  start: (): string => MOCK_PATHS.start,
  presign: (): string => MOCK_PATHS.presign,
  upload: (): string => MOCK_PATHS.upload,
  answer: (): string => MOCK_PATHS.answer,
  progress: (): string => MOCK_PATHS.progress,
  finish: (): string => MOCK_PATHS.finish,
  session: (id: string): string => `/api/mock/session/${encodeURIComponent(id)}/`,
  /** `attempt`: an earlier attempt's recording; without it, the latest. */
  media: (sessionId: string, questionKey: string, attempt?: number): string =>
    `/api/mock/media/${encodeURIComponent(sessionId)}/${encodeURIComponent(questionKey)}${attempt === undefined ? '' : `?attempt=${attempt}`}`,
  questionSets: (): string => MOCK_PATHS.questionSets,
  followUp: (): string => MOCK_PATHS.followUp,
  active: (): string => MOCK_PATHS.active,
};
