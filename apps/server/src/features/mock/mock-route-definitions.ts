import { createRoute, z } from '@hono/zod-openapi';
import {
  MOCK_PATHS,
  mockActiveSessionResponseSchema,
  mockAnswerRequestSchema,
  mockAnswerResponseSchema,
  mockErrorSchema,
  mockFinishRequestSchema,
  mockFinishResponseSchema,
  mockFollowUpRequestSchema,
  mockFollowUpResponseSchema,
  mockPresignRequestSchema,
  mockPresignResponseSchema,
  mockProgressRequestSchema,
  mockSessionResponseSchema,
  mockStartRequestSchema,
  mockStartResponseSchema,
  mockSuccessResponseSchema,
  mockUploadResponseSchema,
} from '@rehearse/contract/mock-interview';
import { questionSetsResponseSchema } from '@rehearse/contract/mock-question-sets';
import { jsonBody, jsonResponse, relativeTo } from '../../http/openapi-content.ts';

/** The `/api/mock/*` routes as the OpenAPI document declares them: paths, request and response schemas. */
export const MOCK_BASE_PATH = '/api/mock';

export const mockRoutePath = (path: string): string => relativeTo(MOCK_BASE_PATH, path);

const json = jsonResponse;
const body = jsonBody;
const error = (description: string) => json(mockErrorSchema, description);
const unauthorized = error('Not signed in');
const notFound = error('Unknown mock interview session or question, or another user’s');
const finished = error('The session is already finished');
const tooMany = error('Too many uploads in a short time (Retry-After says when to try again), or this question already has its most recordings');

export const startRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_PATHS.start),
  summary:
    'Start a mock interview — of a question set (`set_id`), 1–10 questions (`question_count`, default 10), tailored to a pasted job posting (`job_description`), the first of `competency` — or resume the user’s active one as it is',
  tags: ['mock'],
  request: { body: { required: false, content: { 'application/json': { schema: mockStartRequestSchema } } } },
  responses: {
    200: json(mockStartResponseSchema, 'The session'),
    400: error('Unknown set or competency, a count outside 1–10, or a posting over 20 000 characters'),
    401: unauthorized,
    413: error('A body over 128 KB (a posting far over the limit)'),
    422: error('The active session’s saved data could not be read'),
  },
});

export const questionSetsRoute = createRoute({
  method: 'get',
  path: mockRoutePath(MOCK_PATHS.questionSets),
  summary: 'The question sets a mock interview can draw from: behavioural, general and the role sets',
  tags: ['mock'],
  responses: { 200: json(questionSetsResponseSchema, 'The sets'), 401: unauthorized },
});

export const activeRoute = createRoute({
  method: 'get',
  path: mockRoutePath(MOCK_PATHS.active),
  summary: 'The signed-in user’s mock interview in progress (`active`: null when none), to offer resuming it in any tab; POST start/ resumes it',
  tags: ['mock'],
  responses: { 200: json(mockActiveSessionResponseSchema, 'The interview in progress, or none'), 401: unauthorized, 422: error('The session’s saved data could not be read') },
});

export const followUpRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_PATHS.followUp),
  summary: 'Add the follow-up an analysed answer suggests, right after its question (written by the model when one is configured)',
  tags: ['mock'],
  request: body(mockFollowUpRequestSchema),
  responses: {
    200: json(mockFollowUpResponseSchema, 'The follow-up (null when the answer leaves nothing to ask, or is itself a follow-up) and the session’s questions'),
    400: error('Invalid request'),
    401: unauthorized,
    404: notFound,
    409: error('The session is finished, or the follow-up was added already'),
    422: error('The session’s saved data could not be read'),
  },
});

export const presignRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_PATHS.presign),
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
    429: tooMany,
  },
});

export const uploadRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_PATHS.upload),
  summary:
    'Upload a recording (multipart `file`) to a signed link, in the query or in the form field `presigned_url`; streamed, size-limited and checked by its content',
  tags: ['mock'],
  responses: {
    200: json(mockUploadResponseSchema, 'Stored'),
    400: error('No file, or not a playable recording'),
    401: unauthorized,
    403: error('Expired, tampered or another user’s link'),
    404: notFound,
    409: finished,
    413: error('Larger than the recording limit'),
    429: tooMany,
  },
});

export const answerRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_PATHS.answer),
  summary:
    'Save an answer (recorded, skipped, or a retake that keeps the previous one as an earlier attempt), with the question index when given; a recorded one must be stored under its own key and is analysed at once',
  tags: ['mock'],
  request: body(mockAnswerRequestSchema),
  responses: {
    200: json(mockAnswerResponseSchema, 'Saved'),
    400: error('Invalid request or no such recording'),
    401: unauthorized,
    404: notFound,
    409: error('The session is finished, or a retake of a question without a recorded answer'),
    413: error('The stored recording is larger than the limit (it is removed)'),
    422: error('The session’s saved data could not be read'),
    429: error('A retake beyond the most attempts a question may have'),
  },
});

export const progressRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_PATHS.progress),
  summary: 'Save the current question index',
  tags: ['mock'],
  request: body(mockProgressRequestSchema),
  responses: { 200: json(mockSuccessResponseSchema, 'Saved'), 400: error('Invalid request'), 401: unauthorized, 404: notFound, 409: finished },
});

export const finishRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_PATHS.finish),
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

export const sessionRoute = createRoute({
  method: 'get',
  path: mockRoutePath(MOCK_PATHS.session),
  summary: 'A mock interview session with its answers, their analyses and the report’s progress',
  tags: ['mock'],
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: json(mockSessionResponseSchema, 'The session'), 401: unauthorized, 404: notFound, 422: error('The session’s saved data could not be read') },
});

export const mediaRoute = createRoute({
  method: 'get',
  path: mockRoutePath(MOCK_PATHS.media),
  summary: 'The recording of one answer (honours Range requests)',
  tags: ['mock'],
  request: {
    params: z.object({ session_id: z.string().min(1).max(64), question_key: z.string().min(1).max(64) }),
    query: z.object({ attempt: z.coerce.number().int().min(1).max(99).optional() }),
  },
  responses: {
    200: { description: 'The recording' },
    206: { description: 'Part of it' },
    401: unauthorized,
    404: notFound,
    416: error('Range outside the file (`Content-Range: bytes */<size>`)'),
  },
});
