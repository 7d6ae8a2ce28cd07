import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createRoute, z } from '@hono/zod-openapi';
import {
  MOCK_PATHS,
  mockAnswerRequestSchema,
  mockAnswerResponseSchema,
  mockErrorSchema,
  mockFinishRequestSchema,
  mockFinishResponseSchema,
  mockPresignRequestSchema,
  mockPresignResponseSchema,
  mockProgressRequestSchema,
  mockSessionResponseSchema,
  mockStartResponseSchema,
  mockSuccessResponseSchema,
  mockUploadResponseSchema,
} from '@rehearse/contract/mock-interview';
import type { Context } from 'hono';
import type { AppDeps } from '../../http/app-deps.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { createRouter } from '../../http/create-router.ts';
import { jsonBody, jsonResponse, relativeTo } from '../../http/openapi-content.ts';
import { handleError } from '../../http/error-handler.ts';
import { requireUser } from '../../http/require-user.ts';
import { MockProblem } from './mock-problem.ts';

export const MOCK_BASE_PATH = '/api/mock';

const relative = (path: string): string => relativeTo(MOCK_BASE_PATH, path);

const json = jsonResponse;
const body = jsonBody;
const error = (description: string) => json(mockErrorSchema, description);
const unauthorized = error('Not signed in');
const notFound = error('Unknown mock interview session or question, or another user’s');
const finished = error('The session is already finished');

/** Both error shapes at once: the API's `{status, message}` and the spec's mock `{success, error}`. */
export function mockError(c: Context<AppEnv>, status: MockProblem['status'] | 400, message: string) {
  return c.json({ status: 'error' as const, message, success: false as const, error: message }, status);
}

const startRoute = createRoute({
  method: 'post',
  path: relative(MOCK_PATHS.start),
  summary: 'Start a mock interview of 10 questions, or resume the user’s active one',
  tags: ['mock'],
  responses: { 200: json(mockStartResponseSchema, 'The session'), 401: unauthorized },
});

const presignRoute = createRoute({
  method: 'post',
  path: relative(MOCK_PATHS.presign),
  summary: 'A short-lived upload link for one answer’s recording, bound to user, session and question: our upload endpoint (POST), or a presigned PUT into the bucket when OBJECT_STORE=s3',
  tags: ['mock'],
  request: body(mockPresignRequestSchema),
  responses: {
    200: json(mockPresignResponseSchema, 'The link'),
    400: error('Invalid request'),
    401: unauthorized,
    404: notFound,
    409: finished,
    413: error('`file_size` larger than the recording limit'),
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: relative(MOCK_PATHS.upload),
  summary: 'Upload a recording (multipart `file`) to a signed link; streamed, size-limited and checked by its content',
  tags: ['mock'],
  responses: {
    200: json(mockUploadResponseSchema, 'Stored'),
    400: error('No file, or not a playable recording'),
    401: unauthorized,
    403: error('Expired, tampered or another user’s link'),
    404: notFound,
    409: finished,
    413: error('Larger than the recording limit'),
  },
});

const answerRoute = createRoute({
  method: 'post',
  path: relative(MOCK_PATHS.answer),
  summary: 'Save an answer (recorded or skipped); a recorded one must be stored under its own key and is analysed at once',
  tags: ['mock'],
  request: body(mockAnswerRequestSchema),
  responses: {
    200: json(mockAnswerResponseSchema, 'Saved'),
    400: error('Invalid request or no such recording'),
    401: unauthorized,
    404: notFound,
    409: finished,
    413: error('The stored recording is larger than the limit (it is removed)'),
  },
});

const progressRoute = createRoute({
  method: 'post',
  path: relative(MOCK_PATHS.progress),
  summary: 'Save the current question index',
  tags: ['mock'],
  request: body(mockProgressRequestSchema),
  responses: { 200: json(mockSuccessResponseSchema, 'Saved'), 400: error('Invalid request'), 401: unauthorized, 404: notFound, 409: finished },
});

const finishRoute = createRoute({
  method: 'post',
  path: relative(MOCK_PATHS.finish),
  summary: 'Finish: the summary, and one analysis (category mock_interview) for one credit',
  tags: ['mock'],
  request: body(mockFinishRequestSchema),
  responses: {
    200: json(mockFinishResponseSchema, 'Finished (or already finished)'),
    400: error('Invalid request'),
    401: unauthorized,
    402: error('No analysis credits left; the answers stay saved'),
    404: notFound,
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: relative(MOCK_PATHS.session),
  summary: 'A mock interview session with its answers, their analyses and the report’s progress',
  tags: ['mock'],
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: json(mockSessionResponseSchema, 'The session'), 401: unauthorized, 404: notFound },
});

const mediaRoute = createRoute({
  method: 'get',
  path: relative(MOCK_PATHS.media),
  summary: 'The recording of one answer (honours Range requests)',
  tags: ['mock'],
  request: { params: z.object({ session_id: z.string().min(1).max(64), question_key: z.string().min(1).max(64) }) },
  responses: { 200: { description: 'The recording' }, 206: { description: 'Part of it' }, 401: unauthorized, 404: notFound, 416: error('Range outside the file') },
});

/** The `/api/mock/*` mock-interview endpoints. Every one needs a signed-in user and reaches only that user's sessions. */
export function mockRoutes(deps: AppDeps) {
  const service = deps.mock.service;
  const router = createRouter();
  router.onError((err, c) => {
    if (err instanceof MockProblem) return mockError(c, err.status, err.message);
    return handleError(err, c);
  });
  router.use('*', requireUser(deps.auth));

  router.openapi(startRoute, async (c) => c.json(await service.start(c.var.user.id), 200));
  router.openapi(presignRoute, async (c) => c.json(await service.presign(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(uploadRoute, async (c) => {
    const url = new URL(c.req.url);
    const stream = c.req.raw.body as unknown as WebReadableStream<Uint8Array> | null;
    return c.json(await service.upload(c.var.user.id, `${url.pathname}${url.search}`, { headers: c.req.raw.headers, body: stream }), 200);
  });
  router.openapi(answerRoute, async (c) => c.json(await service.answer(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(progressRoute, async (c) => {
    const { session_id, current_index } = c.req.valid('json');
    await service.progress(c.var.user.id, session_id, current_index);
    return c.json({ success: true as const }, 200);
  });
  router.openapi(finishRoute, async (c) => c.json(await service.finish(c.var.user.id, c.req.valid('json').session_id), 200));
  router.openapi(sessionRoute, async (c) => c.json(await service.session(c.var.user.id, c.req.valid('param').id), 200));
  router.openapi(mediaRoute, async (c) => {
    const { session_id, question_key } = c.req.valid('param');
    const media = await service.recording(c.var.user.id, session_id, question_key, c.req.header('range') ?? null);
    const headers: Record<string, string> = {
      'Content-Type': media.contentType,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=3600',
      'Content-Length': String(media.range ? media.range.end - media.range.start + 1 : media.size),
    };
    if (media.range) headers['Content-Range'] = `bytes ${media.range.start}-${media.range.end}/${media.size}`;
    return c.body(Readable.toWeb(media.body) as unknown as ReadableStream<Uint8Array>, media.range ? 206 : 200, headers);
  });
  return router;
}
