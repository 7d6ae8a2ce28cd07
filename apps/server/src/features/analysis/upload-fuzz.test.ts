/**
 * Fuzz run over the upload route (issue 12): real multipart bodies carrying a real video, cut at
 * random points, with random boundaries (sometimes not the one the header names), sent over a real
 * socket. Every answer must be a 4xx and the server must keep serving. Seeded, so a failure repeats.
 */
import { readFile } from 'node:fs/promises';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { analysisUrls } from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type ListeningApp } from '../../test/listen.ts';
import type { TestClient } from '../../test/test-app.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, type AnalysisTestApp } from './analysis-test-kit.ts';
import { UPLOAD_RATE_LIMIT } from './upload-rate-limit.ts';

const CASES = 200;
const SEED = 0x5eed_1234;

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const BOUNDARY_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=?";

let t: AnalysisTestApp;
let server: ListeningApp;
let video: Buffer;
let users: TestClient[];

beforeAll(async () => {
  const fixtures = await ensureFixtures();
  video = await readFile(fixtures.containers.mp4);
  t = await createAnalysisTestApp({ engine: scriptedEngine(async () => scriptedResult(70)), startWorker: false });
  server = await listenOnLoopback(t.app.fetch);
  // Uploads are rate-limited per user: spread the cases so every one reaches the parser.
  users = [];
  for (let i = 0; i < Math.ceil(CASES / UPLOAD_RATE_LIMIT.max) + 1; i += 1) users.push(await t.signedInUser());
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('upload fuzz', () => {
  it(`answers ${CASES} cut-off or mismatched multipart bodies with 4xx and keeps serving`, { timeout: 180_000 }, async () => {
    const random = seededRandom(SEED);
    const pick = (n: number) => Math.floor(random() * n);
    const boundary = () => Array.from({ length: 1 + pick(70) }, () => BOUNDARY_CHARS[pick(BOUNDARY_CHARS.length)]).join('');
    for (let i = 0; i < CASES; i += 1) {
      const inBody = boundary();
      const inHeader = random() < 0.2 ? boundary() : inBody;
      const head = Buffer.from(`--${inBody}\r\nContent-Disposition: form-data; name="video"; filename="clip-${i}.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
      const whole = Buffer.concat([head, video, Buffer.from(`\r\n--${inBody}--\r\n`)]);
      // Anywhere before the closing delimiter starts: inside the part headers, the video or its CRLF.
      const cut = pick(head.length + video.length + 2);
      const body = whole.subarray(0, cut);
      const client = users[Math.floor(i / UPLOAD_RATE_LIMIT.max)] as TestClient;
      const response = await fetch(`${server.url}${analysisUrls.upload()}`, {
        method: 'POST',
        headers: { cookie: cookieOf(client), origin: t.origin, 'content-type': `multipart/form-data; boundary=${inHeader}` },
        body,
      });
      await response.arrayBuffer();
      expect(response.status, `case ${i}: cut ${cut} of ${whole.length}, boundary ${JSON.stringify(inHeader)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `case ${i}`).toBeLessThan(500);
    }
    const last = users[users.length - 1] as TestClient;
    const form = new FormData();
    form.set('video', new Blob([video], { type: 'video/mp4' }), 'after-fuzz.mp4');
    const after = await fetch(`${server.url}${analysisUrls.upload()}`, { method: 'POST', headers: { cookie: cookieOf(last), origin: t.origin }, body: form });
    expect(after.status).toBe(200);
  });
});
