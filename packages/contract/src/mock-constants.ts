/** Mock-interview constants (question count, answer timer, microphone levels, recording formats) and its screen, readiness and error texts — verbatim. */
import { utcTitleStamp } from './title-time.ts';

// ---------------------------------------------------------------- constants
/** The default length of an interview; the user may choose 1 to `MOCK_MAX_QUESTION_COUNT`. */
export const MOCK_QUESTION_COUNT = 10;
export const MOCK_MIN_QUESTION_COUNT = 1;
export const MOCK_MAX_QUESTION_COUNT = 10;
/** Follow-ups are asked beyond the chosen count: at most one per question. */
export const MOCK_MAX_SESSION_QUESTIONS = MOCK_MAX_QUESTION_COUNT * 2;
/** A pasted job posting is cut off by the user, never by us: longer ones are refused with a message. */
export const MOCK_MAX_JOB_DESCRIPTION_CHARS = 20_000;
/** Bodies of POST /api/mock/start/ above this are refused unread (413): far above any posting within the limit. */
export const MOCK_START_BODY_LIMIT_BYTES = 128 * 1024;
/** Attempts one question may have (the first and its retakes); each is kept for the report. */
export const MOCK_MAX_ATTEMPTS_PER_QUESTION = 3;
/** A balanced draw covers at least this many competencies. */
export const MOCK_MIN_COMPETENCIES = 5;
export const MOCK_MAX_ANSWER_SECONDS = 90;
export const MOCK_WARNING_SECONDS = 60;
export const MOCK_CRITICAL_SECONDS = 85;
export const MOCK_BEEP_SECONDS = [60, 85] as const;
export const MOCK_TIMER_TICK_MS = 1000;
export const MOCK_TARGET_TIMES = [60, 90] as const;
export const MIC_GOOD_LEVEL = 0.7;
export const MIC_LOW_LEVEL = 0.3;
export const MIC_METER_BARS = 20;
export const PROGRESS_PREVIEW_CHARS = 40;
export const STREAM_ATTACH_DELAY_MS = 100;
/** Upload links live this long (seconds): enough to upload one 90 s answer on a slow line. */
export const MOCK_UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** The bit rates the browser records an answer at (video, audio): what the recording limits below are made from. */
export const MOCK_RECORDING_VIDEO_BITS_PER_SECOND = 2_500_000;
export const MOCK_RECORDING_AUDIO_BITS_PER_SECOND = 128_000;
/**
 * The longest allowed answer at those rates, with half again for encoder overshoot and container overhead (≈ 44 MB);
 * larger bodies are refused unread.
 */
export const MOCK_MAX_RECORDING_BYTES = Math.ceil(
  (MOCK_MAX_ANSWER_SECONDS * (MOCK_RECORDING_VIDEO_BITS_PER_SECOND + MOCK_RECORDING_AUDIO_BITS_PER_SECOND) * 1.5) / 8,
);
/**
 * Bytes of recordings one user may upload in a rolling 24 h: about five ten-question interviews of one-minute answers
 * (≈ 20 MB each) — far above a day's practice, far below filling a disk.
 */
export const MOCK_RECORDING_BYTES_PER_DAY = 1024 * 1024 * 1024;
/** Upload links (so recordings) one question of one session may be given: a few re-records, not a disk filler. */
export const MOCK_MAX_RECORDINGS_PER_QUESTION = 6;
/** Hours a recording no answer points to (recorded again, or never saved as an answer) is kept before it is deleted. */
export const MOCK_UNANSWERED_RECORDING_HOURS = 24;
/** Recording formats in order of preference. */
export const RECORDING_MIME_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'] as const;
/** The file extensions an answer may be uploaded as. */
export const RECORDING_EXTENSIONS = ['webm', 'mp4'] as const;
/** The session id is kept here in browser session storage while a session is active. */
export const MOCK_SESSION_STORAGE_KEY = 'mockInterviewSessionId';
/** Upload attempts (the first included) before the user is offered a manual retry. */
export const MOCK_UPLOAD_ATTEMPTS = 3;

// ---------------------------------------------------------------- server messages (beyond the spec)
export const MOCK_SERVER_MESSAGES = {
  sessionNotFound: 'Mock interview session not found',
  sessionCompleted: 'This mock interview is already finished',
  unknownQuestion: 'That question is not part of this mock interview',
  badIndex: 'Question index outside this mock interview',
  uploadUrlExpired: 'This upload link has expired. Ask for a new one and upload again.',
  uploadUrlInvalid: 'This upload link is not valid.',
  uploadUrlForeign: 'This upload link was issued to another user.',
  uploadUrlUsed: 'This upload link was already used. Ask for a new one to record again.',
  recordingAnswered: 'This recording is already saved as an answer and cannot be replaced. Record a new one.',
  containerMismatch: (expected: string): string => `This recording is not a ${expected} file, as its name says. Upload the file the browser recorded.`,
  recordingBudget: (mb: number): string => `You have uploaded ${mb}MB of recordings in the last 24 hours, the most allowed. Try again tomorrow, or delete an interview you no longer need.`,
  retakeReusesRecording: 'A retake needs a new recording: this one is already an earlier attempt.',
  noRecording: 'No recording was found for this answer. Upload it first.',
  recordingDeleted: 'The recording is no longer available: recordings are deleted after the retention period. The results stay.',
  noFile: 'No recording in the upload (multipart field `file`).',
  tooLarge: (mb: number): string => `Recording is too large. Maximum size is ${mb}MB`,
  uploadSaved: 'Recording uploaded',
  tooManyRecordings: (max: number): string => `This question was already recorded ${max} times in this interview, the most allowed. Save one of them or skip the question.`,
  // ---- sets, lengths and postings
  questionCount: `Choose between ${MOCK_MIN_QUESTION_COUNT} and ${MOCK_MAX_QUESTION_COUNT} questions.`,
  jobDescriptionTooLong: `The job description is too long: paste at most ${MOCK_MAX_JOB_DESCRIPTION_CHARS.toLocaleString('en-US')} characters (the role, its responsibilities and requirements are enough).`,
  unknownCompetency: 'Unknown competency for this question set',
  tooManyAttempts: (max: number): string => `This question already has ${max} attempts, the most allowed.`,
  retakeNothing: 'There is no recorded answer to retake yet: record this question first.',
  followUpExists: 'This question already has its follow-up.',
  storedDataUnreadable: 'This mock interview’s saved data could not be read. Start a new interview; this one was reported.',
} as const;

/** Built-in follow-up questions: one per thing a recorded answer leaves out, most useful first. */
export const FOLLOW_UP_QUESTIONS = {
  no_result: 'What was the outcome, in numbers if you can?',
  all_we: 'What did you do yourself?',
  no_action: 'What exactly did you do, step by step?',
  no_situation: 'Where and when was this, and what was at stake?',
  no_task: 'What were you responsible for in that situation?',
  no_example: 'Can you give one specific example of when you did that?',
} as const;
export type FollowUpReason = keyof typeof FOLLOW_UP_QUESTIONS;
export const FOLLOW_UP_REASONS = Object.keys(FOLLOW_UP_QUESTIONS) as [FollowUpReason, ...FollowUpReason[]];


/** STAR check texts (docs/SCORING.md §STAR). */
export const STAR_TEXTS = {
  notEnoughSpeech: 'not enough clear speech to check',
  missing: 'missing',
} as const;

/** 'teamwork' → 'Teamwork', 'conflict_resolution' → 'Conflict Resolution' (category labels). */
export function competencyLabel(competency: string): string {
  if (competency === 'de_escalation') return 'De-escalation';
  return competency
    .split('_')
    .filter((w) => w.length > 0)
    .map((w) => COMPETENCY_WORDS[w] ?? w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Words of the sets' competencies that are not written by capitalising their first letter ('Sql' reads wrong). */
const COMPETENCY_WORDS: Readonly<Record<string, string>> = {
  sql: 'SQL',
  seo: 'SEO',
  kpis: 'KPIs',
  etl: 'ETL',
  crm: 'CRM',
  apis: 'APIs',
  devops: 'DevOps',
};

/**
 * 'Mock interview — Behavioral, 22 Nov 2026 16:05 UTC': the stored display name of a finished mock interview's analysis.
 * The set and the time tell two interviews of one day apart. The server knows no time zone of the
 * user's, so it stores the time in UTC as a stamp every screen rewrites in the user's local time (titleWithLocalTime,
 * decision 051).
 */
export function mockInterviewDisplayName(at: Date, setTitle?: string): string {
  return `Mock interview — ${setTitle ? `${setTitle}, ` : ''}${utcTitleStamp(at)}`;
}
