/**
 * Property-based check of the API document against the running app: for every operation of
 * GET /api/openapi.json, requests made from its documented parameters and body — valid ones and broken ones
 * (missing fields, wrong types, huge numbers, another user's ids, a body cut off half-way) — go to the real
 * in-process app as a signed-in user, a visitor, and for staff routes an admin. Every answer must have a status
 * the operation documents, never a 5xx, and a JSON body that validates against the documented schema.
 * Seeded, so a failure repeats; a few requests an operation, so the run stays short.
 * No operation is skipped: every one can be driven in-process (Google sign-in answers that it is not configured,
 * which is what this app says without GOOGLE_CLIENT_ID; links from mails and TOTP codes are not guessed, so those
 * operations are checked on their refusals).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_UPLOAD_FILE_FIELD, mockPresignResponseSchema, mockStartResponseSchema } from '@rehearse/contract/mock-interview';
import { UPLOAD_FIELD_NAME } from '@rehearse/contract/analysis-api';
import { SHARE_ACCEPT_PAGE } from '@rehearse/contract/sharing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { completedAnalysisRows, userIdOf } from '../features/analysis/analysis-test-kit.ts';
import { extractLink, latestMail } from '../test/outbox.ts';
import { documentedAnswerCheck } from '../test/documented-answer-check.ts';
import { documentedOperations, schemaResolver, type DocumentedOperation, type OpenApiDocument } from '../test/documented-operations.ts';
import { requestArbitrary, type Caller, type GeneratedRequest } from '../test/documented-request-arbitrary.ts';
import { uploadBody, uploadCaseArbitrary, type UploadCase } from '../test/multipart-upload-cases.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../test/test-app.ts';

const SEED = 0x0a11_d0c5;
const RUNS_PER_OPERATION = 12;

/** Staff routes are tried as an admin, a user and a visitor; every other route as a user and a visitor. */
const STAFF_PATH = /^\/(api\/admin\/|auth\/)/;

/**
 * Operations that end or change the caller's own session or account (sign out, new password, two-factor, account
 * deletion, deleting analyses…): each runs in a world of its own, so the rest still runs signed in with its data.
 */
const OWN_WORLD = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/revoke-session',
  'POST /api/auth/change-password',
  'POST /api/auth/update-user',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/disable',
  'POST /api/auth/two-factor/verify-totp',
  'POST /api/auth/two-factor/verify-backup-code',
  'POST /api/account/delete/',
  'POST /api/account/two-factor/disable/',
  'DELETE /api/analysis/sessions/{session_id}/',
  'DELETE /api/coach/history/',
  'POST /api/mock/finish/',
  'POST /auth/logout/',
  'DELETE /api/admin/analyses/{id}/',
  // Uploads and their links are limited per user in a window: a fresh user gets past the limit to the checks behind it.
  'POST /api/analysis/upload/',
  'POST /api/mock/upload/',
]);

/** The two multipart upload routes: their requests are made by hand (see multipart-upload-cases.ts), with the form field the file goes in. */
const UPLOADS: Record<string, { field: string; withLink: boolean }> = {
  'POST /api/analysis/upload/': { field: UPLOAD_FIELD_NAME, withLink: false },
  'POST /api/mock/upload/': { field: MOCK_UPLOAD_FILE_FIELD, withLink: true },
};

/** What one user owns, for requests that name real things. */
interface World {
  client: TestClient & { user: { email: string } };
  userId: string;
  analyses: string[];
  uploads: string[];
  fileNames: string[];
  mockSession: string;
  questionKeys: string[];
  shares: string[];
  /** A real paging cursor of the analyses list. */
  cursor: string;
}

interface Staff {
  client: TestClient & { token: string };
  username: string;
}

const t: TestApp = await createTestApp();
const document = (await (await t.client().get('/api/openapi.json')).json()) as OpenApiDocument;
const operations = documentedOperations(document);
const check = documentedAnswerCheck(document);
const resolve = schemaResolver(document);

let other: World;
let shared: World;
let target: World;
let staff: Staff;
let recording: Uint8Array;
let visitorCounter = 0;

beforeAll(async () => {
  recording = tinyRecording(t.dataDir);
  other = await createWorld();
  target = await createWorld();
  shared = await createWorld(other);
  await shareWith(other, shared);
  staff = await createStaff();
});

/** `owner` shares its first analysis, recording included, with `viewer`, who accepts: the viewer's "Shared with me". */
async function shareWith(owner: World, viewer: World): Promise<void> {
  const share = await owner.client.post('/api/sharing/shares/', { email: viewer.client.user.email, scope: 'analysis', target_id: owner.analyses[0], include_recording: true });
  if (share.status !== 200) throw new Error(`share failed: ${share.status} ${await share.text()}`);
  const token = new URL(extractLink(latestMail(t.dataDir, viewer.client.user.email), SHARE_ACCEPT_PAGE)).searchParams.get('token');
  const accepted = await viewer.client.post('/api/sharing/accept/', { token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`);
}

afterAll(async () => {
  await t?.close();
});

async function createWorld(shareWith?: World): Promise<World> {
  const client = await t.signedInUser();
  const userId = await userIdOf(client);
  const rows = [0, 1, 2].map((i) => completedAnalysisRows({ userId, name: `interview-${i}.mp4`, at: `2026-03-0${i + 1}T10:00:00.000Z`, overall: 60 + i }));
  // The last one failed: lists show both kinds, and staff can run it again.
  Object.assign(rows[2]!.session, { status: 'failed', stage: 'probe', progress: 5, error: 'The recording could not be read', result: null, summary: null });
  await t.deps.analysis.repositories.uploads.insertMany(rows.map((row) => row.upload));
  for (const row of rows) await t.deps.objects.put(row.upload.storage_key, Readable.from([recording]));
  await t.deps.analysis.repositories.sessions.insertMany(rows.map((row) => row.session));
  const mock = mockStartResponseSchema.parse(await (await client.post('/api/mock/start/', { question_count: 3 })).json());
  const shares: string[] = [];
  if (shareWith) {
    const share = await client.post('/api/sharing/shares/', { email: shareWith.client.user.email, scope: 'analysis', target_id: rows[0]?.session.session_id });
    shares.push(((await share.json()) as { share: { id: string } }).share.id);
  }
  const page = (await (await client.get('/api/analysis/user-analyses/?limit=1')).json()) as { next_cursor?: string };
  return {
    client,
    userId,
    analyses: rows.map((row) => row.session.session_id),
    uploads: rows.map((row) => row.upload.id),
    fileNames: rows.map((row) => row.session.display_name),
    mockSession: mock.session_id,
    questionKeys: mock.questions.map((question) => question.key),
    shares,
    cursor: page.next_cursor ?? 'no-cursor',
  };
}

let staffCounter = 0;

async function createStaff(): Promise<Staff> {
  staffCounter += 1;
  const username = `openapicheck${staffCounter}`;
  return { client: await t.staffClient({ username, superuser: true }), username };
}

/** A one-second WebM with picture and sound: the smallest recording both upload routes take. */
function tinyRecording(dir: string): Uint8Array {
  const path = join(dir, 'openapi-check.webm');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:v', 'libvpx', '-c:a', 'libopus', '-shortest', path]);
  return readFileSync(path);
}

/** Real values for the fields and parameters an operation names (so that valid requests get past "not found"). */
function knownValues(operation: DocumentedOperation, world: World, staffAccount: Staff): (field: string) => readonly unknown[] | undefined {
  const path = operation.path;
  // Staff act on the target's account and analyses, or on a world's own when the operation deletes them.
  const staffTarget = world === shared ? target : world;
  const idsOf = (owner: World): unknown[] => {
    if (path.startsWith('/api/mock/') || path.startsWith('/api/interviewer/')) return [owner.mockSession];
    if (path.startsWith('/api/admin/users/')) return [staffTarget.userId];
    if (path.startsWith('/api/admin/')) return staffTarget.analyses;
    if (path.startsWith('/api/admin-panel/')) return other.analyses.slice(0, 1);
    if (path.startsWith('/api/sharing/shares/')) return owner.shares;
    return owner.analyses;
  };
  const values: Record<string, readonly unknown[]> = {
    id: idsOf(world),
    session_id: idsOf(world),
    sessionId: world.analyses,
    analysis_id: world.analyses,
    analysis_ids: [world.analyses.slice(0, 2), world.analyses],
    video_upload_id: world.uploads,
    target_id: [...world.analyses, world.mockSession],
    question_key: world.questionKeys,
    filename: world.fileNames,
    name: path.includes('{name}') ? ['report.json', 'summary.pdf'] : ['Ada Lovelace'],
    full_name: ['Ada Lovelace'],
    cursor: [world.cursor, 'eyJvZmZzZXQiOjUwMDB9'],
    email: path.startsWith('/api/sharing/') ? [other.client.user.email] : path.includes('/sign-up/') ? freshEmails() : [world.client.user.email],
    username: path.startsWith('/auth/') ? [staffAccount.username] : [],
    password: [TEST_PASSWORD],
    currentPassword: [TEST_PASSWORD],
    newPassword: ['N3w!passw0rd-for-checks'],
    callbackURL: ['/', '/dashboard'],
    newUserCallbackURL: ['/'],
    errorCallbackURL: ['/login'],
    redirectTo: ['/reset-password'],
    confirm: ['DELETE'],
    voice: ['en-us'],
    text: ['Tell me about yourself.'],
    started_at: [0],
    ended_at: [2.5],
  };
  return (field) => values[field];
}

/** Addresses nobody has signed up with yet. */
function freshEmails(): string[] {
  visitorCounter += 1;
  return [1, 2, 3].map((i) => `new-${process.pid}-${visitorCounter}-${i}@example.com`);
}

/** Another user's ids for the same fields. */
function foreignValues(operation: DocumentedOperation): (field: string) => readonly unknown[] | undefined {
  const path = operation.path;
  // For "Shared with me" another user's analysis is one not shared with the viewer.
  const ids = path.startsWith('/api/mock/') ? [other.mockSession] : path.startsWith('/api/sharing/shares/') ? shared.shares : path.startsWith('/api/admin-panel/') ? other.analyses.slice(1) : other.analyses;
  const values: Record<string, readonly unknown[]> = {
    id: ids,
    session_id: ids,
    sessionId: other.analyses,
    analysis_id: other.analyses,
    analysis_ids: [[shared.analyses[0], other.analyses[0]]],
    video_upload_id: other.uploads,
    target_id: other.analyses,
    filename: other.fileNames,
  };
  return (field) => values[field];
}

interface Identity {
  cookie?: string;
  token?: string;
}

function identityOf(caller: Caller, world: World, staffAccount: Staff): Identity {
  if (caller === 'user') return { cookie: [...world.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  if (caller === 'admin') return { token: staffAccount.client.token };
  return {};
}

/** Sends a request as `identity` from an address of its own (so one operation's rate limits do not starve the next). */
async function send(method: string, url: string, identity: Identity, body?: { contentType: string; text: string | Uint8Array }): Promise<Response> {
  visitorCounter += 1;
  const headers = new Headers({ origin: t.origin, 'x-forwarded-for': `10.250.${(visitorCounter >> 8) & 255}.${visitorCounter & 255}` });
  if (identity.cookie) headers.set('cookie', identity.cookie);
  if (identity.token) headers.set('authorization', `Bearer ${identity.token}`);
  if (body?.contentType) headers.set('content-type', body.contentType);
  // Bytes, not a string: a string body would be given a text/plain type when the request names none.
  const bytes = typeof body?.text === 'string' ? Buffer.from(body.text) : body?.text;
  return t.app.request(url.startsWith('http') ? url : `${t.origin}${url}`, { method, headers, body: bytes });
}

/** The statuses each operation answered, for the coverage check at the end. */
const answered = new Map<string, Map<number, number>>();

async function problemsOf(operation: DocumentedOperation, response: Response): Promise<string[]> {
  const statuses = answered.get(operation.key) ?? new Map<number, number>();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  answered.set(operation.key, statuses);
  const contentType = response.headers.get('content-type');
  const text = contentType?.startsWith('text/event-stream') ? await firstEventOf(response) : await response.text();
  return check(operation, { status: response.status, contentType, text });
}

/** An event stream ends only with its job: its first event is read, and the stream let go. */
async function firstEventOf(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/** The mock upload link a case asks for: a fresh one of the caller's world, none, one with a changed signature, or another user's. */
async function uploadUrl(upload: UploadCase, world: World): Promise<string> {
  if (upload.link === 'none') return '/api/mock/upload/';
  const owner = upload.link === 'foreign' ? other : world;
  const presign = await owner.client.post('/api/mock/presign/', { session_id: owner.mockSession, question_key: owner.questionKeys[0], file_extension: 'webm' });
  if (presign.status !== 200) return '/api/mock/upload/';
  const url = mockPresignResponseSchema.parse(await presign.json()).presigned_url;
  return upload.link === 'tampered' ? url.replace(/(signature|sig)=([0-9a-f])/i, (_, name: string, first: string) => `${name}=${first === '0' ? '1' : '0'}`) : url;
}

class UntrueAnswer extends Error {}

function expectTrue(problems: string[], request: string): void {
  if (problems.length > 0) throw new UntrueAnswer(`${request}\n  ${problems.join('\n  ')}`);
}

/** Runs a property on the fixed seed, without shrinking (requests change the app's state, so a smaller replay is not the same case). */
async function runSeeded<T>(property: fc.IAsyncPropertyWithHooks<T>): Promise<void> {
  const details = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true });
  if (!details.failed) return;
  const error = details.errorInstance;
  throw error instanceof UntrueAnswer ? new Error(`run ${details.numRuns} of seed ${SEED}: ${error.message}`) : error;
}

describe('the API document says what every operation answers', () => {
  it('has operations to check, every request generator among them', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const key of Object.keys(UPLOADS)) expect(operations.map((operation) => operation.key)).toContain(key);
  });

  it.each(operations.map((operation) => [operation.key, operation] as const))('%s answers only what the document says', async (_, operation) => {
    const callers: Caller[] = STAFF_PATH.test(operation.path) ? ['admin', 'user', 'visitor'] : ['user', 'visitor'];
    const world = OWN_WORLD.has(operation.key) ? await createWorld() : shared;
    const staffAccount = operation.key === 'POST /auth/logout/' ? await createStaff() : staff;
    const upload = UPLOADS[operation.key];
    if (upload) {
      await runSeeded(
        fc.asyncProperty(uploadCaseArbitrary(callers, upload.withLink), async (uploadCase) => {
          const url = upload.withLink ? await uploadUrl(uploadCase, world) : operation.path;
          const { body, contentType } = uploadBody(uploadCase.content, upload.field, recording, 'recording.webm');
          const response = await send(operation.method, url, identityOf(uploadCase.caller, world, staffAccount), { contentType, text: body });
          expectTrue(await problemsOf(operation, response), `${uploadCase.caller}, ${uploadCase.kind}`);
        }),
      );
      return;
    }
    const requests = requestArbitrary(operation, { callers, resolve, known: knownValues(operation, world, staffAccount), foreign: foreignValues(operation) });
    await runSeeded(
      fc.asyncProperty(requests, async (request: GeneratedRequest) => {
        const response = await send(request.method, request.url, identityOf(request.caller, world, staffAccount), request.body);
        expectTrue(await problemsOf(operation, response), `${request.caller} ${request.method} ${request.url.slice(0, 160)} (${request.kind}) ${request.body?.text.slice(0, 160) ?? ''}`);
      }),
    );
  });

  it('reached a success answer of nearly every operation, so that the checks above looked past the refusals', () => {
    // Over the operations this run exercised (a run filtered by name checks only some).
    const exercised = operations.filter((operation) => answered.has(operation.key));
    const succeeded = exercised.filter((operation) => [...(answered.get(operation.key)?.keys() ?? [])].some((status) => status < 300));
    const summary = exercised.map((operation) => `${operation.key}: ${[...(answered.get(operation.key) ?? [])].map(([status, count]) => `${status}×${count}`).join(' ')}`);
    if (process.env.OPENAPI_CHECK_REPORT) console.log(summary.join('\n'));
    if (exercised.length > 0) expect(succeeded.length / exercised.length, summary.join('\n')).toBeGreaterThan(0.8);
  });
});
