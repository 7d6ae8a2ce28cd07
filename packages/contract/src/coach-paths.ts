// Paths only, no schemas: the coach panel loads on demand and the shell must not pull zod.

export const COACH_BASE_PATH = '/api/coach';

/** `/api/coach/*`: ask (streamed answer) and the conversation history. */
export const COACH_PATHS = {
  ask: '/api/coach/ask/',
  history: '/api/coach/history/',
} as const;
