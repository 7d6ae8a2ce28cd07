import { AUTHENTICATION_FAILED } from '@rehearse/contract/auth-messages';
import {
  COACH_UNAVAILABLE,
  coachStreamDeltaSchema,
  coachStreamDoneSchema,
  coachStreamEngineSchema,
  coachStreamErrorSchema,
  type CoachAskResponse,
  type CoachStreamEngine,
} from '@rehearse/contract/coach';
import { COACH_PATHS } from '@rehearse/contract/coach-paths';
import { errorMessageFromBody } from '../../../lib/api-client.ts';
import { COACH_NO_RESPONSE } from '../coach-texts.ts';

/** A failed question, worded with the coach's fixed error texts; `status` 401 means the session is gone. */
export class CoachAskError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CoachAskError';
  }
}

/** 401, 503 and other statuses have fixed texts; a 4xx with a message shows it. */
export function coachErrorMessage(status: number, body: unknown): string {
  if (status === 401) return AUTHENTICATION_FAILED;
  if (status === 503) return COACH_UNAVAILABLE;
  if (status >= 400 && status < 500) return errorMessageFromBody(body, status);
  return `Server error: ${status}`;
}

/** Splits a server-sent-events text into complete events; returns them and the unfinished rest. */
export function parseSseChunk(buffer: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return data.length ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/**
 * POST /api/coach/ask/ as a stream: `onEngine` hears which engine answers (again, with the text starting over, when the
 * built-in coach takes over from a failed model), `onText` receives the reply as it is written; resolves to the stored
 * exchange. Throws CoachAskError with the message to show; aborting `signal` stops the answer (an AbortError).
 */
export async function askCoach(
  question: string,
  onText: (text: string) => void,
  signal?: AbortSignal,
  onEngine: (engine: CoachStreamEngine) => void = () => undefined,
): Promise<CoachAskResponse> {
  let response: Response;
  try {
    response = await fetch(COACH_PATHS.ask, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ question }),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new CoachAskError('Error connecting to server', 0);
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new CoachAskError(coachErrorMessage(response.status, body), response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseSseChunk(buffer + value);
    buffer = parsed.rest;
    for (const e of parsed.events) {
      const data: unknown = JSON.parse(e.data);
      if (e.event === 'engine') onEngine(coachStreamEngineSchema.parse(data));
      else if (e.event === 'delta') onText(coachStreamDeltaSchema.parse(data).text);
      else if (e.event === 'done') return coachStreamDoneSchema.parse(data);
      else if (e.event === 'error') throw new CoachAskError(coachStreamErrorSchema.parse(data).message, 200);
    }
  }
  throw new CoachAskError(COACH_NO_RESPONSE, response.status);
}
