/** The analysis flow with OBJECT_STORE=s3: upload, analysis, reports and ranged media all through the bucket (s3rver on loopback). */
import { existsSync } from 'node:fs';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisUrls, VIDEO_REPORT_FILE } from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ObjectStore } from '../../storage/s3-object-store.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3rver.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, type AnalysisTestApp } from './analysis-test-kit.ts';
import { analysedThroughApi } from './analysis-api-steps.ts';

let s3: LocalS3;
let store: S3ObjectStore;
let t: AnalysisTestApp;
let fixtures: FixturePaths;
const analysedPaths: string[] = [];
const METRICS_TOKEN = 'scrape-token-for-tests-0123456789abcdef';

beforeAll(async () => {
  fixtures = await ensureFixtures();
  s3 = await startLocalS3();
  store = new S3ObjectStore(s3.settings);
  t = await createAnalysisTestApp({
    env: { METRICS_TOKEN },
    objects: store,
    engine: scriptedEngine(async (path) => {
      analysedPaths.push(path);
      return scriptedResult(64);
    }),
  });
});

afterAll(async () => {
  await t?.close();
  store?.close();
  await s3?.stop();
});

describe('analysis with the S3 object store', () => {
  it('uploads into the bucket, analyses a temp copy (removed after), and serves media by ranged GETs', async () => {
    const alice = await t.signedInUser();
    const { upload: uploaded, sessionId, status: done } = await analysedThroughApi(alice, fixtures.containers.mp4, { name: 'answer.mp4', types: ['video', 'audio', 'combined'] });
    const upload = await t.analysis.repositories.uploads.findById(uploaded.video_upload.id);
    expect(upload?.storage_key).toBeTruthy();
    expect(await store.stat(upload!.storage_key)).toEqual({ size: uploaded.video_upload.size });
    expect(done.status).toBe('completed');
    expect(analysedPaths).toHaveLength(1);
    expect(existsSync(analysedPaths[0]!)).toBe(false);

    const report = await alice.get(analysisUrls.reportFile(sessionId, VIDEO_REPORT_FILE));
    expect(report.status).toBe(200);
    const part = await alice.request(analysisUrls.media(sessionId), { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${uploaded.video_upload.size}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1').slice(0, 4)).toBe('ftyp');
    expect(existsSync(t.objectsRoot)).toBe(false);

    const metrics = await (await t.client({ token: METRICS_TOKEN }).get('/metrics')).text();
    expect(metrics).toContain('rehearse_analyses{outcome="completed"} 1');
    expect(metrics).toMatch(/rehearse_analysis_duration_ratio\{quantile="0\.5"\} \d/);
  });

});
