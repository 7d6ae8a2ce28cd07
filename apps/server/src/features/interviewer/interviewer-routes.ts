import { Readable } from 'node:stream';
import { createRoute } from '@hono/zod-openapi';
import {
  conversationTurnRecordSchema,
  conversationTurnsResponseSchema,
  INTERVIEWER_BASE_PATH,
  INTERVIEWER_MESSAGES,
  INTERVIEWER_PATHS,
  interviewerVoicesResponseSchema,
  MAX_CONVERSATION_TURNS,
  MAX_TRANSCRIBE_CHUNK_BYTES,
  speechQuerySchema,
  storedConversationTurnSchema,
  transcribeChunkTypeSchema,
  transcribedChunkSchema,
} from '@rehearse/contract/interview-conversation';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { z } from 'zod';
import { createRouter } from '../../http/create-router.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { httpProblemErrors } from '../../http/http-problem-errors.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { relativeTo } from '../../http/openapi-content.ts';
import { bySignedInUser, rateLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { chunkTranscription, UnreadableChunkError, type ChunkTranscription } from './chunk-transcription.ts';
import { ConversationTurnRepository } from './conversation-turn-repository.ts';
import type { InterviewSessions } from './interview-sessions.ts';
import { interviewerTablesOf } from './interviewer-tables.ts';
import { espeakSpeechSynthesis } from './espeak-speech-synthesis.ts';
import { UnknownVoiceError, type SpeechSynthesis } from './speech-synthesis.ts';

/** Per user: each utterance runs a speech engine. A ten-question interview says about forty things. */
export const SPEECH_RATE_LIMIT = { name: 'interviewer-speech', windowSeconds: 60, max: 60 } as const;

/** Per user: a chunk every 2–3 s of answer is ~25 a minute; the rest is room for a retry. */
export const TRANSCRIBE_RATE_LIMIT = { name: 'interviewer-transcribe', windowSeconds: 60, max: 60 } as const;

const relative = (path: string): string => relativeTo(INTERVIEWER_BASE_PATH, path);
const TURNS_PATH = relative(`${INTERVIEWER_BASE_PATH}/sessions/{id}/turns/`);
const TRANSCRIBE_PATH = relative(`${INTERVIEWER_BASE_PATH}/sessions/{id}/transcribe/`);
const sessionParams = z.object({ id: z.string().min(1).max(64).openapi({ param: { name: 'id', in: 'path' } }) });

const voicesRoute = createRoute({
  method: 'get',
  path: relative(INTERVIEWER_PATHS.voices),
  summary: 'The voices the interviewer can speak with on this server',
  tags: ['interviewer'],
  responses: {
    200: { description: 'Voices', content: { 'application/json': { schema: interviewerVoicesResponseSchema } } },
    401: errorResponse('Not signed in'),
    503: errorResponse('No speech engine on this server'),
  },
});

const speechRoute = createRoute({
  method: 'get',
  path: relative(INTERVIEWER_PATHS.speech),
  summary: 'The text spoken by the interviewer: a WAV streamed while it is made',
  tags: ['interviewer'],
  request: { query: speechQuerySchema },
  responses: {
    200: { description: 'Speech', content: { 'audio/wav': { schema: z.string().describe('16-bit PCM WAV, streamed') } } },
    400: errorResponse('No text, too long a text, or a speed out of range'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such voice'),
    429: errorResponse('Too many utterances'),
    503: errorResponse('No speech engine on this server'),
  },
});

const listTurnsRoute = createRoute({
  method: 'get',
  path: TURNS_PATH,
  summary: 'The kept conversation of one of your mock sessions (named by its id or its report’s), in order',
  tags: ['interviewer'],
  request: { params: sessionParams },
  responses: {
    200: { description: 'Turns', content: { 'application/json': { schema: conversationTurnsResponseSchema } } },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such session of yours'),
  },
});

const addTurnRoute = createRoute({
  method: 'post',
  path: TURNS_PATH,
  summary: 'Keeps one more turn of the conversation: who spoke, when, what',
  tags: ['interviewer'],
  request: { params: sessionParams, body: { required: true, content: { 'application/json': { schema: conversationTurnRecordSchema } } } },
  responses: {
    201: { description: 'Kept', content: { 'application/json': { schema: storedConversationTurnSchema } } },
    400: errorResponse('Not a turn'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such session of yours'),
    409: errorResponse('The conversation is full'),
  },
});

const transcribeRoute = createRoute({
  method: 'post',
  path: TRANSCRIBE_PATH,
  summary: 'The words of a short audio chunk of your answer, heard while you speak',
  tags: ['interviewer'],
  request: {
    params: sessionParams,
    headers: z.object({ 'content-type': transcribeChunkTypeSchema }),
    body: { required: true, content: { 'audio/webm': { schema: z.string().describe('A few seconds of the answer: WebM/Opus, Ogg or 16-bit PCM WAV') } } },
  },
  responses: {
    200: { description: 'Words', content: { 'application/json': { schema: transcribedChunkSchema } } },
    400: errorResponse('Not audio of the type sent'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such session of yours'),
    413: errorResponse('Too large a chunk'),
    429: errorResponse('Too many chunks'),
    503: errorResponse('No speech recogniser on this server'),
  },
});

class InterviewerProblem extends HttpProblem {}

/** The request body, refused past `limit` bytes without reading the rest. */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of body as unknown as AsyncIterable<Uint8Array>) {
    size += part.byteLength;
    if (size > limit) throw new InterviewerProblem(413, INTERVIEWER_MESSAGES.chunkTooLarge);
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts);
}

/**
 * `GET voices/`, `GET speech/` (the interviewer's voice, made on this machine) and `GET|POST sessions/{id}/turns/`
 * (the conversation kept with the mock session, owner only).
 */
export function interviewerRoutes(
  /** `transcription`: the speech model analyses use; its file is used here too once provisioned. */
  deps: Pick<ServerPorts, 'auth' | 'database' | 'config'> & { transcription: { modelPath(): string | null }; interviewSessions: InterviewSessions },
  synthesis: SpeechSynthesis = espeakSpeechSynthesis(),
  recogniser: ChunkTranscription = chunkTranscription({
    ffmpegPath: deps.config.analysis.ffmpegPath,
    transcriber: deps.config.analysis.transcriber,
    whisperModel: () => deps.transcription.modelPath(),
  }),
) {
  const turns = new ConversationTurnRepository(interviewerTablesOf(deps.database.db));
  const router = createRouter();
  router.onError(httpProblemErrors);
  router.use('*', requireUser(deps.auth));
  router.use(relative(INTERVIEWER_PATHS.speech), rateLimit(deps.database.db, SPEECH_RATE_LIMIT, { clientOf: bySignedInUser }));
  // Hono's own path pattern: the OpenAPI `{id}` is not one.
  router.use(TRANSCRIBE_PATH.replace('{id}', ':id'), rateLimit(deps.database.db, TRANSCRIBE_RATE_LIMIT, { clientOf: bySignedInUser }));

  const ownedSession = async (userId: string, sessionId: string) => {
    if (!(await deps.interviewSessions.ownsSession(userId, sessionId))) throw new InterviewerProblem(404, MOCK_SERVER_MESSAGES.sessionNotFound);
  };

  router.openapi(voicesRoute, async (c) => {
    try {
      return c.json({ engine: synthesis.engine, voices: await synthesis.voices() }, 200);
    } catch (error) {
      c.get('logger').warn({ err: error }, 'interviewer voices unavailable');
      return c.json({ status: 'error' as const, message: INTERVIEWER_MESSAGES.speechUnavailable }, 503);
    }
  });

  router.openapi(speechRoute, async (c) => {
    const { text, voice, speed } = c.req.valid('query');
    let speech;
    try {
      // The browser hanging up (the candidate talked over the interviewer) stops the engine.
      speech = await synthesis.synthesise({ text, voice, speed }, c.req.raw.signal);
    } catch (error) {
      if (error instanceof UnknownVoiceError) return c.json({ status: 'error' as const, message: INTERVIEWER_MESSAGES.unknownVoice }, 404);
      c.get('logger').warn({ err: error }, 'interviewer speech unavailable');
      return c.json({ status: 'error' as const, message: INTERVIEWER_MESSAGES.speechUnavailable }, 503);
    }
    speech.audio.on('error', (error) => c.get('logger').warn({ err: error }, 'interviewer speech stopped'));
    const body = Readable.toWeb(speech.audio) as unknown as ReadableStream<Uint8Array>;
    // The route's typed responses describe the JSON refusals; the audio is a plain streamed body.
    return c.body(body, 200, {
      'content-type': speech.contentType,
      'cache-control': 'no-store',
      'x-speech-engine': speech.engine,
      'x-speech-voice': speech.voice,
    }) as never;
  });

  router.openapi(listTurnsRoute, async (c) => {
    const { id } = c.req.valid('param');
    // The report page knows its analysis id; the owner alone is answered either way.
    const sessionId = await deps.interviewSessions.sessionIdOf(c.get('user').id, id);
    if (!sessionId) throw new InterviewerProblem(404, MOCK_SERVER_MESSAGES.sessionNotFound);
    return c.json({ turns: await turns.list(sessionId) }, 200);
  });

  router.openapi(addTurnRoute, async (c) => {
    const { id } = c.req.valid('param');
    const turn = c.req.valid('json');
    await ownedSession(c.get('user').id, id);
    if ((await turns.count(id)) >= MAX_CONVERSATION_TURNS) throw new InterviewerProblem(409, INTERVIEWER_MESSAGES.tooManyTurns);
    return c.json(await turns.append(id, turn, new Date().toISOString()), 201);
  });

  router.openapi(transcribeRoute, async (c) => {
    const { id } = c.req.valid('param');
    const contentType = c.req.valid('header')['content-type'];
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_TRANSCRIBE_CHUNK_BYTES) throw new InterviewerProblem(413, INTERVIEWER_MESSAGES.chunkTooLarge);
    await ownedSession(c.get('user').id, id);
    const audio = await readCapped(c.req.raw.body, MAX_TRANSCRIBE_CHUNK_BYTES);
    if (audio.length === 0) throw new InterviewerProblem(400, INTERVIEWER_MESSAGES.chunkUnreadable);
    try {
      return c.json(await recogniser.transcribe(audio, contentType, c.req.raw.signal, id), 200);
    } catch (error) {
      if (error instanceof UnreadableChunkError) throw new InterviewerProblem(400, INTERVIEWER_MESSAGES.chunkUnreadable);
      c.get('logger').warn({ err: error }, 'interviewer transcription unavailable');
      return c.json({ status: 'error' as const, message: INTERVIEWER_MESSAGES.transcriptionUnavailable }, 503);
    }
  });

  return router;
}
