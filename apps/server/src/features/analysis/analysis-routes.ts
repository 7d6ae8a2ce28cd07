import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import {
  ANALYSIS_PATHS,
  analysisDetailResponseSchema,
  analysisStatusResponseSchema,
  categorizedAnalysesResponseSchema,
  compareRequestSchema,
  compareResponseSchema,
  reportFilesResponseSchema,
  startAnalysisRequestSchema,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  userAnalysesQuerySchema,
  userAnalysesResponseSchema,
  type UserAnalysesResponse,
} from '@rehearse/contract/analysis-api';
import {
  ANALYSIS_MANAGE_PATHS,
  deleteAnalysisResponseSchema,
  renameAnalysisRequestSchema,
  renameAnalysisResponseSchema,
} from '@rehearse/contract/analysis-manage';
import { ANALYSIS_SUMMARY_PATH, analysisSummaryResponseSchema } from '@rehearse/contract/analysis-summary';
import { ANALYSIS_TREND_PATH, analysisTrendResponseSchema } from '@rehearse/contract/analysis-trend';
import {
  SPEAKER_CORRECTION_PATH,
  speakerCorrectionRequestSchema,
  speakerCorrectionResponseSchema,
} from '@rehearse/contract/speaker-correction';
import type { ServerPorts } from '../../shared/server-ports.ts';
import type { AnalysisRuntime } from './analysis-runtime.ts';
import { closeConnectionOnError } from '../../http/close-connection-on-error.ts';
import { createRouter } from '../../http/create-router.ts';
import { mediaResponse } from '../../http/media-response.ts';
import { jsonResponse, middlewarePathRelativeTo, relativeTo } from '../../http/openapi-content.ts';
import { handleError } from '../../http/error-handler.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { requireUser } from '../../http/require-user.ts';
import { UploadRefusal } from '../../http/upload-refusal.ts';
import { AnalysisProblem } from './analysis-problem.ts';
import { limitUploadRate } from '../../http/upload-rate-limit.ts';
import { limitSpeakerCorrections } from './speaker-correction-rate-limit.ts';
import { analysisEvents } from './analysis-events.ts';
import { PROGRESS_EVENT_PATHS } from '@rehearse/contract/progress-events';

export const ANALYSIS_BASE_PATH = '/api/analysis';

const relative = (path: string): string => relativeTo(ANALYSIS_BASE_PATH, path);

const json = jsonResponse;
const sessionIdParam = z.object({ sessionId: z.string().min(1).max(200) });
const session_idParam = z.object({ session_id: z.string().min(1).max(200) });
const unauthorized = errorResponse('Not signed in');
const notFound = errorResponse('Unknown analysis, or another user’s');

const uploadRoute = createRoute({
  method: 'post',
  path: relative(ANALYSIS_PATHS.upload),
  summary: 'Upload a video (multipart, field `video`; optional field `speaker_setup`: `one_answer` (default) or `interview`), streamed to storage and checked by its content',
  tags: ['analysis'],
  responses: {
    200: json(uploadResponseSchema, 'Stored'),
    400: errorResponse('No file, not a playable video, or a speaker_setup other than one_answer / interview'),
    401: unauthorized,
    403: errorResponse('Sent from an untrusted origin'),
    413: errorResponse('Larger than the upload limit (the connection is closed without reading the rest)'),
    429: errorResponse('Too many uploads, or too many uploads never analysed'),
  },
});

const startRoute = createRoute({
  method: 'post',
  path: relative(ANALYSIS_PATHS.start),
  summary: 'Start the analysis of an upload; takes one credit (once per upload)',
  tags: ['analysis'],
  request: { body: { required: true, content: { 'application/json': { schema: startAnalysisRequestSchema } } } },
  responses: {
    200: json(startAnalysisResponseSchema, 'Started (or already started)'),
    400: errorResponse('Invalid request'),
    401: unauthorized,
    402: errorResponse('No analysis credits left'),
    404: errorResponse('Unknown upload'),
  },
});

const statusRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_PATHS.status),
  summary: 'Status, stage and progress of an analysis; the results once completed',
  tags: ['analysis'],
  request: { params: sessionIdParam },
  responses: { 200: json(analysisStatusResponseSchema, 'The analysis'), 401: unauthorized, 404: notFound },
});

const eventsRoute = createRoute({
  method: 'get',
  path: relative(PROGRESS_EVENT_PATHS.analysis),
  summary:
    'The status of an analysis as server-sent events: a `status` event with the status endpoint’s JSON each time it changes, a comment line as heartbeat, and the end once completed or failed',
  tags: ['analysis'],
  request: { params: sessionIdParam },
  responses: { 200: { description: 'An event stream (`text/event-stream`)' }, 401: unauthorized, 404: notFound },
});

const detailRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_PATHS.video),
  summary: 'The newest analysis of a file name, with its duplicates counted',
  tags: ['analysis'],
  request: { params: z.object({ filename: z.string().min(1).max(1024) }) },
  responses: { 200: json(analysisDetailResponseSchema, 'The analysis'), 401: unauthorized, 404: notFound },
});

const reportFilesRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_PATHS.reportFiles),
  summary: 'Names of the report files of an analysis',
  tags: ['analysis'],
  request: { params: session_idParam },
  responses: { 200: json(reportFilesResponseSchema, 'File names'), 401: unauthorized, 404: notFound },
});

const reportFileRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_PATHS.reportFile),
  summary: 'One report file (only a name from the list)',
  tags: ['analysis'],
  request: { params: session_idParam.extend({ name: z.string().min(1).max(300) }) },
  responses: { 200: { description: 'The file' }, 401: unauthorized, 404: notFound },
});

const userAnalysesRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_PATHS.userAnalyses),
  summary: 'The user’s analyses, newest first (all of them, or one page with `limit`/`offset`)',
  tags: ['analysis'],
  request: { query: userAnalysesQuerySchema },
  responses: {
    200: json(userAnalysesResponseSchema, 'Analyses'),
    400: errorResponse('A limit or offset out of range, a cursor without limit or with offset, or a cursor this server did not hand out'),
    401: unauthorized,
  },
});

const summaryRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_SUMMARY_PATH),
  summary: 'How many analyses the user has, and the average and best overall score of the completed ones',
  tags: ['analysis'],
  responses: { 200: json(analysisSummaryResponseSchema, 'Figures'), 401: unauthorized },
});

const trendRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_TREND_PATH),
  summary: 'The overall and part scores of the user’s latest completed analyses, oldest first (an incomplete overall is flagged)',
  tags: ['analysis'],
  responses: { 200: json(analysisTrendResponseSchema, 'Scores over time'), 401: unauthorized },
});

const categorizedRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_PATHS.categorized),
  summary: 'The user’s analyses split into mock interviews and video uploads',
  tags: ['analysis'],
  responses: { 200: json(categorizedAnalysesResponseSchema, 'Analyses by category'), 401: unauthorized },
});

const compareRoute = createRoute({
  method: 'post',
  path: relative(ANALYSIS_PATHS.compare),
  summary: 'Compare two or more of the user’s analyses',
  tags: ['analysis'],
  request: { body: { required: true, content: { 'application/json': { schema: compareRequestSchema } } } },
  responses: {
    200: json(compareResponseSchema, 'Comparison'),
    400: errorResponse('Fewer than 2 analyses'),
    401: unauthorized,
    404: notFound,
  },
});

const mediaRoute = createRoute({
  method: 'get',
  path: relative(ANALYSIS_PATHS.media),
  summary: 'The uploaded recording of an analysis (honours Range requests)',
  tags: ['analysis'],
  request: { params: session_idParam },
  responses: {
    200: { description: 'The whole recording' },
    206: { description: 'Part of the recording' },
    401: unauthorized,
    404: notFound,
    416: errorResponse('Range outside the file (`Content-Range: bytes */<size>`)'),
  },
});

const renameRoute = createRoute({
  method: 'patch',
  path: relative(ANALYSIS_MANAGE_PATHS.session),
  summary: 'Rename one of the user’s analyses',
  tags: ['analysis'],
  request: { params: session_idParam, body: { required: true, content: { 'application/json': { schema: renameAnalysisRequestSchema } } } },
  responses: { 200: json(renameAnalysisResponseSchema, 'Renamed'), 400: errorResponse('Empty, too long or malformed name'), 401: unauthorized, 404: notFound },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: relative(ANALYSIS_MANAGE_PATHS.session),
  summary: 'Delete one of the user’s analyses with its recording and report files',
  tags: ['analysis'],
  request: { params: session_idParam },
  responses: { 200: json(deleteAnalysisResponseSchema, 'Deleted'), 401: unauthorized, 404: notFound, 409: errorResponse('The analysis is still running') },
});

const speakersRoute = createRoute({
  method: 'post',
  path: relative(SPEAKER_CORRECTION_PATH),
  summary: "Correct whose voice is the user's in a recording with several (\"That's not me\", \"I was the only speaker\")",
  tags: ['analysis'],
  request: { params: session_idParam, body: { required: true, content: { 'application/json': { schema: speakerCorrectionRequestSchema } } } },
  responses: {
    200: json(speakerCorrectionResponseSchema, 'Recomputed'),
    400: errorResponse('Malformed correction'),
    401: unauthorized,
    404: notFound,
    409: errorResponse('Not finished, one voice only, nothing to change, or another correction was saved meanwhile'),
    429: errorResponse('Too many corrections by this user in a short time'),
  },
});

function webStream(body: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>;
}

/** The analysis endpoints (upload, start, status, detail, lists, compare, report files, media). Every one needs a signed-in user and reaches only that user's data. */
export function analysisRoutes(deps: Pick<ServerPorts, 'auth' | 'database'> & { analysis: AnalysisRuntime }) {
  const { commands, queries, files } = deps.analysis;
  const router = createRouter();
  router.onError((error, c) => {
    if (error instanceof AnalysisProblem) {
      const headers: Record<string, string> = error.extras.closeConnection ? { Connection: 'close' } : {};
      return c.json({ status: 'error' as const, message: error.message }, error.status, headers);
    }
    if (error instanceof UploadRefusal) return c.json({ status: 'error' as const, message: error.message }, error.status);
    return handleError(error, c);
  });
  router.use(relative(ANALYSIS_PATHS.upload), closeConnectionOnError());
  router.use('*', requireUser(deps.auth));

  router.use(relative(ANALYSIS_PATHS.upload), limitUploadRate(deps.database.db));
  router.openapi(uploadRoute, async (c) => {
    const body = c.req.raw.body as unknown as WebReadableStream<Uint8Array> | null;
    return c.json(await commands.upload(c.var.user.id, { headers: c.req.raw.headers, body }), 200);
  });
  router.openapi(startRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await commands.start(c.var.user.id, body.video_upload_id, body.analysis_types), 200);
  });
  router.openapi(statusRoute, async (c) => c.json(await queries.status(c.var.user.id, c.req.valid('param').sessionId), 200));
  router.openapi(eventsRoute, async (c) => analysisEvents(c, queries, c.var.user.id, c.req.valid('param').sessionId));
  router.openapi(detailRoute, async (c) => c.json(await queries.detail(c.var.user.id, c.req.valid('param').filename), 200));
  router.openapi(reportFilesRoute, async (c) => c.json(await files.reportFiles(c.var.user.id, c.req.valid('param').session_id), 200));
  router.openapi(reportFileRoute, async (c) => {
    const { session_id, name } = c.req.valid('param');
    const file = await files.reportFile(c.var.user.id, session_id, name);
    return c.body(webStream(file.body), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${name.replace(/"/g, '')}"`,
    });
  });
  router.openapi(userAnalysesRoute, async (c) => {
    const text = await queries.userAnalysesJson(c.var.user.id, c.req.valid('query'));
    // The text is a UserAnalysesResponse written as JSON (see userAnalysesJson); typed as c.json would type it.
    return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<UserAnalysesResponse, 200, 'json'>;
  });
  router.openapi(renameRoute, async (c) =>
    c.json(await commands.rename(c.var.user.id, c.req.valid('param').session_id, c.req.valid('json').display_name), 200),
  );
  // Hono's own path syntax: the contract's {session_id} would match only that literal text.
  router.on('POST', middlewarePathRelativeTo(ANALYSIS_BASE_PATH, SPEAKER_CORRECTION_PATH), limitSpeakerCorrections(deps.database.db));
  router.openapi(speakersRoute, async (c) => c.json(await commands.correctSpeakers(c.var.user.id, c.req.valid('param').session_id, c.req.valid('json')), 200));
  router.openapi(deleteRoute, async (c) => c.json(await commands.removeOwned(c.var.user.id, c.req.valid('param').session_id), 200));
  router.openapi(summaryRoute, async (c) => c.json(await queries.summary(c.var.user.id), 200));
  router.openapi(trendRoute, async (c) => c.json(await queries.trend(c.var.user.id), 200));
  router.openapi(categorizedRoute, async (c) => c.json(await queries.categorized(c.var.user.id), 200));
  router.openapi(compareRoute, async (c) => c.json(await queries.compare(c.var.user.id, c.req.valid('json').analysis_ids), 200));
  router.openapi(mediaRoute, async (c) => mediaResponse(c, await files.media(c.var.user.id, c.req.valid('param').session_id)));
  return router;
}
