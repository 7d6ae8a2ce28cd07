import { analysisUrls } from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';
import { UNSTORABLE_TEXT } from './error-handler.ts';

// PostgreSQL refuses U+0000 in text where SQLite stores it: on either database such input is the caller's 4xx.
const NUL = 'ä😀\u0000';

let t: TestApp;
let user: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signedInUser();
});
afterAll(() => t.close());

describe('text holding U+0000', () => {
  it('in a body id is a 4xx with a message, never a 500', async () => {
    const res = await user.post(analysisUrls.start(), { video_upload_id: NUL, analysis_types: ['combined'] });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { message?: string };
    expect(body.message).toBeTruthy();
    if (t.deps.database.dialect === 'postgres') expect(body.message).toBe(UNSTORABLE_TEXT);
  });

  it('in a path id and a search query is a 4xx with a message', async () => {
    for (const path of [analysisUrls.status(NUL), `${analysisUrls.userAnalyses()}?q=${encodeURIComponent(NUL)}`]) {
      const res = await user.get(path);
      expect(res.status, path).not.toBeGreaterThanOrEqual(500);
      if (res.status >= 400) expect(((await res.json()) as { message?: string }).message, path).toBeTruthy();
    }
  });
});
