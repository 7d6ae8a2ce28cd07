import { z } from 'zod';

/** The coach page's quick questions, in the order shown. */
export const COACH_QUICK_QUESTIONS = [
  'How can I improve my interview confidence?',
  'What are the key areas I should focus on?',
  'Can you analyze my recent interview performance?',
  'Give me tips for better body language',
  'How can I improve my speech clarity?',
] as const;

export const COACH_QUESTION_MAX_LENGTH = 2000;

/** The coach's fixed error texts (signed out, unavailable, bad question); the panel's own texts live in the web's coach feature. */
export const COACH_NOT_SIGNED_IN = 'Please log in to use the coach';
export const COACH_UNAVAILABLE = 'Coach service is currently unavailable. Please try again later.';
export const COACH_QUESTION_EMPTY = 'Please enter a question for the coach';
export const COACH_QUESTION_TOO_LONG = `Questions can be at most ${COACH_QUESTION_MAX_LENGTH} characters`;
/** How every coach error appears in the chat. */
export function coachErrorText(message: string): string {
  return `Error: ${message}. Please try again or contact support.`;
}

/**
 * Which engine wrote an answer: the built-in coach, the local model run by the server, a hosted model (LLM_BASE_URL),
 * or the built-in coach after the model failed. 'model' (a model, unnamed) is how answers were marked before the
 * local and hosted models were told apart.
 */
export const coachSourceSchema = z.enum(['built-in', 'model', 'local-model', 'hosted-model', 'fallback']);
export type CoachSource = z.infer<typeof coachSourceSchema>;

export const coachAskRequestSchema = z.object({
  // Measured after trimming: surrounding whitespace neither counts nor makes a question.
  question: z
    .string({ message: COACH_QUESTION_EMPTY })
    .transform((q) => q.trim())
    .pipe(z.string().min(1, COACH_QUESTION_EMPTY).max(COACH_QUESTION_MAX_LENGTH, COACH_QUESTION_TOO_LONG)),
});
export type CoachAskRequest = z.input<typeof coachAskRequestSchema>;

export const coachMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'bot']),
  content: z.string(),
  timestamp: z.string(),
  /** Bot messages only: who wrote it. */
  source: coachSourceSchema.nullable(),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

/** `POST /api/coach/ask/` (JSON): `{success, response}` plus the stored messages. */
export const coachAskResponseSchema = z.object({
  success: z.literal(true),
  response: z.string(),
  source: coachSourceSchema,
  question_message: coachMessageSchema,
  answer_message: coachMessageSchema,
});
export type CoachAskResponse = z.infer<typeof coachAskResponseSchema>;

/** Errors carry both the API's `{status, message}` and the spec's `{success:false, error}`. */
export const coachErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  success: z.literal(false),
  error: z.string(),
});

/** `POST /api/coach/ask/` with `Accept: text/event-stream`: `delta` events, then one `done` (or `error`). */
export const coachStreamDeltaSchema = z.object({ text: z.string() });
export const coachStreamDoneSchema = coachAskResponseSchema;
export const coachStreamErrorSchema = z.object({ message: z.string() });
/** The stream's first event: which engine is answering, and the model's name (null for the built-in coach). */
export const coachStreamEngineSchema = z.object({ engine: z.enum(['built-in', 'local-model', 'hosted-model']), model: z.string().nullable() });
export type CoachStreamEngine = z.infer<typeof coachStreamEngineSchema>;

/** Ends an answer the user stopped while it was being written (it is kept as far as it got). */
export const COACH_STOPPED_NOTE = '_Stopped._';

export const coachHistoryResponseSchema = z.object({ success: z.literal(true), messages: z.array(coachMessageSchema) });
export type CoachHistoryResponse = z.infer<typeof coachHistoryResponseSchema>;
export const coachClearResponseSchema = z.object({ success: z.literal(true), deleted: z.number().int().nonnegative() });

/** Which coach answers: shown by the web app so 'AI' labels only text a model wrote. */
export const coachKindSchema = z.enum(['built-in', 'model']);
export type CoachKind = z.infer<typeof coachKindSchema>;

/** Opens a built-in answer given because the configured model failed (the answer discloses it). */
export const COACH_FALLBACK_NOTICE = '_The AI model did not answer in time, so this reply comes from the built-in coach._';
