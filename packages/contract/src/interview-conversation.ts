import { z } from 'zod';
import { MOCK_MAX_ANSWER_SECONDS } from './mock-constants.ts';

/**
 * The spoken interview as a conversation: who the interviewer is, how the session runs, and one turn of it — what the
 * candidate said (or typed) and how the interviewer answers.
 */

// ---------------------------------------------------------------- personas and modes

export const INTERVIEWER_PERSONAS = ['friendly', 'neutral', 'tough'] as const;
export const interviewerPersonaSchema = z.enum(INTERVIEWER_PERSONAS);
export type InterviewerPersona = z.infer<typeof interviewerPersonaSchema>;

/** Practice: a short note after each answer and retakes; Real: nothing until the end and no retakes. */
export const INTERVIEW_MODES = ['practice', 'real'] as const;
export const interviewModeSchema = z.enum(INTERVIEW_MODES);
export type InterviewMode = z.infer<typeof interviewModeSchema>;

/** Asked by the tough interviewer when an answer stayed general: nothing missing by the rules, but no figures either. */
export const TOUGH_SPECIFICS_FOLLOW_UP = 'Be specific: what numbers show it worked, and which part of it was yours alone?';

// ---------------------------------------------------------------- voice

/** Speaking rate as a factor of the voice's own pace. */
export const INTERVIEWER_MIN_SPEED = 0.7;
export const INTERVIEWER_MAX_SPEED = 1.5;
/** The longest text the interviewer says in one utterance: a question with its lead-in, never a whole document. */
export const INTERVIEWER_MAX_UTTERANCE_CHARS = 1_000;

export const interviewerVoiceSchema = z.object({
  /** A voice id from the server's voice list (a Piper voice or an espeak-ng voice), or `browser` for the browser's own voices. */
  voice: z.string().min(1).max(80),
  speed: z.number().min(INTERVIEWER_MIN_SPEED).max(INTERVIEWER_MAX_SPEED).default(1),
});
export type InterviewerVoice = z.infer<typeof interviewerVoiceSchema>;

export const speechSynthesisRequestSchema = z.object({
  text: z.string().trim().min(1).max(INTERVIEWER_MAX_UTTERANCE_CHARS),
  voice: interviewerVoiceSchema.shape.voice.optional(),
  speed: interviewerVoiceSchema.shape.speed,
});
export type SpeechSynthesisRequest = z.input<typeof speechSynthesisRequestSchema>;

export const conversationSettingsSchema = z.object({
  persona: interviewerPersonaSchema.default('neutral'),
  mode: interviewModeSchema.default('practice'),
  voice: interviewerVoiceSchema.optional(),
  captions: z.boolean().default(true),
});
export type ConversationSettings = z.infer<typeof conversationSettingsSchema>;

// ---------------------------------------------------------------- what a candidate's turn means

/**
 * What a candidate's turn asks of the interviewer: an answer to judge, or one of the requests a spoken interview has to
 * understand (repeat the question, give time to think, the answer is finished), or — at the close — a question of the
 * candidate's, or none.
 */
export const SPOKEN_INTENTS = ['answer', 'repeat_question', 'time_to_think', 'answer_finished', 'candidate_question', 'no_questions'] as const;
export const spokenIntentSchema = z.enum(SPOKEN_INTENTS);
export type SpokenIntent = z.infer<typeof spokenIntentSchema>;

/** What a candidate asks about when invited to ask questions at the close. */
export const CANDIDATE_QUESTION_TOPICS = ['team', 'role', 'next_steps', 'other'] as const;
export const candidateQuestionTopicSchema = z.enum(CANDIDATE_QUESTION_TOPICS);
export type CandidateQuestionTopic = z.infer<typeof candidateQuestionTopicSchema>;

/** How the candidate's turn ended: the voice fell silent, a spoken "that's my answer", a key, the interviewer cut in, or the cap. */
export const TURN_END_REASONS = ['silence', 'spoken_end', 'keypress', 'interrupted', 'time_cap', 'typed'] as const;
export const turnEndReasonSchema = z.enum(TURN_END_REASONS);
export type TurnEndReason = z.infer<typeof turnEndReasonSchema>;

// ---------------------------------------------------------------- one turn

export const CONVERSATION_SPEAKERS = ['interviewer', 'candidate'] as const;
export const conversationSpeakerSchema = z.enum(CONVERSATION_SPEAKERS);
export type ConversationSpeaker = z.infer<typeof conversationSpeakerSchema>;

/** A line of the kept conversation: who spoke, when (seconds from the start of the session), what. */
export const conversationTurnSchema = z.object({
  speaker: conversationSpeakerSchema,
  started_at: z.number().nonnegative(),
  ended_at: z.number().nonnegative(),
  text: z.string().max(20_000),
  question_key: z.string().min(1).max(64).nullable(),
});
export type ConversationTurn = z.infer<typeof conversationTurnSchema>;

export const conversationTurnRequestSchema = z.object({
  session_id: z.string().min(1).max(64),
  question_key: z.string().min(1).max(64),
  /** The candidate's words as transcribed (or typed); empty when nothing was said. */
  transcript: z.string().max(20_000),
  ended_by: turnEndReasonSchema,
  /** Seconds the candidate spoke, from the first voiced frame to the end of the turn. */
  answer_seconds: z.number().nonnegative().max(MOCK_MAX_ANSWER_SECONDS + 30),
});
export type ConversationTurnRequest = z.infer<typeof conversationTurnRequestSchema>;

/** What the interviewer does next. */
export const INTERVIEWER_MOVES = [
  'repeat_question',
  'give_time',
  'follow_up',
  'next_question',
  'invite_questions',
  'answer_candidate_question',
  'goodbye',
] as const;
export const interviewerMoveSchema = z.enum(INTERVIEWER_MOVES);
export type InterviewerMove = z.infer<typeof interviewerMoveSchema>;

export const conversationTurnResponseSchema = z.object({
  intent: spokenIntentSchema,
  candidate_question_topic: candidateQuestionTopicSchema.nullable(),
  move: interviewerMoveSchema,
  /** What the interviewer says next, as spoken text (also the caption). */
  say: z.string().min(1).max(INTERVIEWER_MAX_UTTERANCE_CHARS),
  /** The question the interviewer asks next (a follow-up or the next question), when it asks one. */
  next_question_key: z.string().min(1).max(64).nullable(),
  /** Practice mode only: a short note on the answer just given. */
  feedback: z.string().max(2_000).nullable(),
  retake_allowed: z.boolean(),
});
export type ConversationTurnResponse = z.infer<typeof conversationTurnResponseSchema>;

// ---------------------------------------------------------------- HTTP

export const INTERVIEWER_BASE_PATH = '/api/interviewer';

export const INTERVIEWER_PATHS = {
  /** GET: the voices the server speaks with. */
  voices: '/api/interviewer/voices/',
  /** GET ?text=&voice=&speed=: the text spoken, as a WAV streamed while it is made (an `<audio>` source). */
  speech: '/api/interviewer/speech/',
  /** GET: the kept conversation of a mock session; POST: one more turn of it. */
  turns: (sessionId: string): string => `/api/interviewer/sessions/${encodeURIComponent(sessionId)}/turns/`,
  /** POST a short audio chunk of the candidate's answer (the raw bytes, `audio/webm` or `audio/wav`): its words. */
  transcribe: (sessionId: string): string => `/api/interviewer/sessions/${encodeURIComponent(sessionId)}/transcribe/`,
} as const;

/** The largest audio chunk transcribed at once: a few seconds of Opus are ~10 kB, of 16 kHz PCM ~100 kB. */
export const MAX_TRANSCRIBE_CHUNK_BYTES = 512 * 1024;
/** Seconds of a chunk that are transcribed; the rest is ignored (chunks are meant to be 2–3 s). */
export const MAX_TRANSCRIBE_CHUNK_SECONDS = 10;

/** The content types a chunk may be sent as: what MediaRecorder writes, or PCM WAV. */
export const transcribeChunkTypeSchema = z.string().regex(/^audio\/(webm|ogg|wav)(\s*;.*)?$/i);

export const transcribedChunkSchema = z.object({
  /** The words heard, lower case as the recogniser writes them; '' for silence. */
  text: z.string(),
  engine: z.enum(['whisper', 'pocketsphinx', 'none']),
});
export type TranscribedChunk = z.infer<typeof transcribedChunkSchema>;

/** The most turns one session keeps: ten questions with follow-ups, requests and the close fit many times over. */
export const MAX_CONVERSATION_TURNS = 400;

export const INTERVIEWER_MESSAGES = {
  speechUnavailable: 'The interviewer voice is not available on this server.',
  unknownVoice: 'No such voice on this server.',
  tooManyTurns: `A conversation keeps at most ${MAX_CONVERSATION_TURNS} turns.`,
  turnOrder: 'A turn cannot end before it starts.',
  chunkTooLarge: `An audio chunk is at most ${MAX_TRANSCRIBE_CHUNK_BYTES / 1024} kB.`,
  chunkType: 'Send the audio chunk as audio/webm, audio/ogg or audio/wav.',
  chunkUnreadable: 'The audio chunk could not be decoded.',
  transcriptionUnavailable: 'No speech recogniser is available on this server.',
} as const;

/** The query of GET speech/: numbers arrive as text. */
export const speechQuerySchema = z.object({
  text: speechSynthesisRequestSchema.shape.text,
  voice: interviewerVoiceSchema.shape.voice.optional(),
  speed: z.coerce.number().min(INTERVIEWER_MIN_SPEED).max(INTERVIEWER_MAX_SPEED).default(1),
});

export const interviewerVoicesResponseSchema = z.object({
  engine: z.string(),
  voices: z.array(z.object({ id: z.string(), label: z.string(), engine: z.string() })),
});
export type InterviewerVoicesResponse = z.infer<typeof interviewerVoicesResponseSchema>;

/** POST turns/: one line of the conversation as the browser heard or said it. */
export const conversationTurnRecordSchema = conversationTurnSchema
  .extend({ ended_by: turnEndReasonSchema.nullable().default(null) })
  .strict()
  .refine((turn) => turn.ended_at >= turn.started_at, { message: INTERVIEWER_MESSAGES.turnOrder, path: ['ended_at'] });
export type ConversationTurnRecord = z.input<typeof conversationTurnRecordSchema>;

export const storedConversationTurnSchema = conversationTurnSchema.extend({
  seq: z.number().int().nonnegative(),
  ended_by: turnEndReasonSchema.nullable(),
});
export type StoredConversationTurn = z.infer<typeof storedConversationTurnSchema>;

export const conversationTurnsResponseSchema = z.object({ turns: z.array(storedConversationTurnSchema) });
export type ConversationTurnsResponse = z.infer<typeof conversationTurnsResponseSchema>;
