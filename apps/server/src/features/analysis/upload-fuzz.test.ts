/**
 * Fuzz run over both multipart upload routes, analysis and mock (issues 12 and 20): real multipart
 * bodies carrying a real video, cut at random points, with random boundaries (sometimes not the one
 * the header names), sent over a real socket. Every answer must be a 4xx and the server must keep
 * serving. Seeded, so a failure repeats.
 */
import { readFile } from 'node:fs/promises';
import { ensureFixtures, seededRandom } from '@rehearse/analysis/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type ListeningApp } from '../../test/listen.ts';
import type { TestClient } from '../../test/test-app.ts';
import { UPLOAD_ENDPOINTS } from '../../test/upload-endpoints.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, type AnalysisTestApp } from './analysis-test-kit.ts';
import { UPLOAD_RATE_LIMIT } from '../../http/upload-rate-limit.ts';

const CASES = 200;
const SEED = 0x5eed_1234;

const BOUNDARY_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=?";

let t: AnalysisTestApp;
let server: ListeningApp;
let video: Buffer;

beforeAll(async () => {
  const fixtures = await ensureFixtures();
  video = await readFile(fixtures.containers.mp4);
  t = await createAnalysisTestApp({ engine: scriptedEngine(async () => scriptedResult(70)), startWorker: false });
  server = await listenOnLoopback(t.app.fetch);
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe.each(UPLOAD_ENDPOINTS)('upload fuzz: $name', (endpoint) => {
  it(`answers ${CASES} cut-off or mismatched multipart bodies with 4xx and keeps serving`, { timeout: 180_000 }, async () => {
    // Uploads are rate-limited per user: spread the cases so every one reaches the parser.
    const users: Array<{ client: TestClient; url: string }> = [];
    for (let i = 0; i < Math.ceil(CASES / UPLOAD_RATE_LIMIT.max) + 1; i += 1) {
      const client = await t.signedInUser();
      users.push({ client, url: await endpoint.uploadUrl(client) });
    }
    const random = seededRandom(SEED);
    const pick = (n: number) => Math.floor(random() * n);
    const boundary = () => Array.from({ length: 1 + pick(70) }, () => BOUNDARY_CHARS[pick(BOUNDARY_CHARS.length)]).join('');
    for (let i = 0; i < CASES; i += 1) {
      const inBody = boundary();
      const inHeader = random() < 0.2 ? boundary() : inBody;
      const head = Buffer.from(`--${inBody}\r\nContent-Disposition: form-data; name="${endpoint.fileField}"; filename="clip-${i}.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
      const whole = Buffer.concat([head, video, Buffer.from(`\r\n--${inBody}--\r\n`)]);
      // Anywhere before the closing delimiter starts: inside the part headers, the video or its CRLF.
      const cut = pick(head.length + video.length + 2);
      const body = whole.subarray(0, cut);
      const { client, url } = users[Math.floor(i / UPLOAD_RATE_LIMIT.max)]!;
      const response = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { cookie: cookieOf(client), origin: t.origin, 'content-type': `multipart/form-data; boundary=${inHeader}` },
        body,
      });
      await response.arrayBuffer();
      expect(response.status, `case ${i}: cut ${cut} of ${whole.length}, boundary ${JSON.stringify(inHeader)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `case ${i}`).toBeLessThan(500);
    }
    const last = users[users.length - 1]!;
    const form = new FormData();
    form.set(endpoint.fileField, new Blob([video], { type: 'video/mp4' }), 'after-fuzz.mp4');
    const after = await fetch(`${server.url}${last.url}`, { method: 'POST', headers: { cookie: cookieOf(last.client), origin: t.origin }, body: form });
    expect(after.status).toBe(200);
  });
});
