import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MOCK_PATHS } from '@rehearse/contract/mock-interview';
import { MOCK_SERVER_MESSAGES, MOCK_START_BODY_LIMIT_BYTES } from '@rehearse/contract/mock-constants';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerPorts } from '../../shared/server-ports.ts';
import type { MockRuntime } from './mock-runtime.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { closeConnectionOnError } from '../../http/close-connection-on-error.ts';
import { createRouter } from '../../http/create-router.ts';
import { handleError } from '../../http/error-handler.ts';
import { mediaResponse } from '../../http/media-response.ts';
import { requireUser } from '../../http/require-user.ts';
import { UploadRefusal } from '../../http/upload-refusal.ts';
import { UPLOAD_RATE_LIMIT, limitUploadRate } from '../../http/upload-rate-limit.ts';
import {
  activeRoute,
  answerRoute,
  finishRoute,
  followUpRoute,
  mediaRoute,
  presignRoute,
  progressRoute,
  questionSetsRoute,
  mockRoutePath,
  sessionRoute,
  startRoute,
  uploadRoute,
} from './mock-route-definitions.ts';
import { mockErrorBody } from './mock-error-fields.ts';
import { MockProblem } from './mock-problem.ts';
import { questionSetSummaries } from './question-sets.ts';
import { typedAnswerRoute } from './typed-answer-route.ts';
import { countedAttemptRoute } from './counted-attempt-route.ts';
import { candidateQuestionRoute } from './candidate-question-route.ts';
import { postingQuestionsRoute } from './posting-questions-route.ts';
import { closingSummaryRoute } from './closing-summary-route.ts';
import { mockSessionEvents, sessionEventsRoute } from './mock-session-events.ts';

export function mockError(c: Context<AppEnv>, status: MockProblem['status'], message: string) {
  return c.json(mockErrorBody(message), status);
}

/** The `/api/mock/*` mock-interview endpoints. Every one needs a signed-in user and reaches only that user's sessions. */
export function mockRoutes(deps: Pick<ServerPorts, 'auth' | 'database'> & { mock: Pick<MockRuntime, 'service'> }) {
  const service = deps.mock.service;
  const router = createRouter();
  router.onError((err, c) => {
    if (err instanceof MockProblem || err instanceof UploadRefusal) return mockError(c, err.status, err.message);
    return handleError(err, c);
  });
  router.use(mockRoutePath(MOCK_PATHS.upload), closeConnectionOnError());
  router.use(
    mockRoutePath(MOCK_PATHS.start),
    bodyLimit({ maxSize: MOCK_START_BODY_LIMIT_BYTES, onError: (c) => mockError(c, 413, MOCK_SERVER_MESSAGES.jobDescriptionTooLong) }),
  );
  router.use('*', requireUser(deps.auth));
  // The analysis uploads' per-user rule, counted apart for links and for uploads (one recording is one of each).
  router.use(mockRoutePath(MOCK_PATHS.presign), limitUploadRate(deps.database.db, { ...UPLOAD_RATE_LIMIT, name: 'mock-presign-per-user' }));
  router.use(mockRoutePath(MOCK_PATHS.upload), limitUploadRate(deps.database.db, { ...UPLOAD_RATE_LIMIT, name: 'mock-upload-per-user' }));

  router.openapi(startRoute, async (c) => c.json(await service.start(c.var.user.id, c.req.valid('json') ?? {}), 200));
  router.openapi(questionSetsRoute, (c) => c.json({ success: true as const, sets: questionSetSummaries() }, 200));
  router.openapi(activeRoute, async (c) => c.json(await service.active(c.var.user.id), 200));
  router.openapi(followUpRoute, async (c) => {
    const { session_id, question_key, transcript, persona, judge_only } = c.req.valid('json');
    if (judge_only) return c.json(await service.judgeHeard(c.var.user.id, session_id, question_key, transcript), 200);
    return c.json(await service.addFollowUp(c.var.user.id, session_id, question_key, transcript, persona), 200);
  });
  router.openapi(presignRoute, async (c) => c.json(await service.presign(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(uploadRoute, async (c) => {
    const url = new URL(c.req.url);
    const stream = c.req.raw.body as unknown as WebReadableStream<Uint8Array> | null;
    return c.json(await service.upload(c.var.user.id, { url: `${url.pathname}${url.search}`, headers: c.req.raw.headers, body: stream }), 200);
  });
  router.openapi(answerRoute, async (c) => c.json(await service.answer(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(typedAnswerRoute, async (c) => c.json(await service.typedAnswer(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(postingQuestionsRoute, async (c) => c.json(await service.takeUpPostingQuestions(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(candidateQuestionRoute, async (c) => c.json(await service.replyToCandidate(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(closingSummaryRoute, async (c) => c.json(await service.summariseClosing(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(countedAttemptRoute, async (c) => c.json(await service.chooseCountedAttempt(c.var.user.id, c.req.valid('json')), 200));
  router.openapi(progressRoute, async (c) => {
    const { session_id, current_index } = c.req.valid('json');
    await service.progress(c.var.user.id, session_id, current_index);
    return c.json({ success: true as const }, 200);
  });
  router.openapi(finishRoute, async (c) => c.json(await service.finish(c.var.user.id, c.req.valid('json').session_id), 200));
  router.openapi(sessionRoute, async (c) => c.json(await service.session(c.var.user.id, c.req.valid('param').id), 200));
  router.openapi(sessionEventsRoute, async (c) => mockSessionEvents(c, service, c.var.user.id, c.req.valid('param').id));
  router.openapi(mediaRoute, async (c) => {
    const { session_id, question_key } = c.req.valid('param');
    return mediaResponse(c, await service.recording(c.var.user.id, session_id, question_key, c.req.valid('query').attempt), mockErrorBody);
  });
  return router;
}
