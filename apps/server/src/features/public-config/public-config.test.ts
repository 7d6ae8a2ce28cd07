import { publicConfigSchema } from '@rehearse/contract/public-config';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { publicConfigRoutes } from './public-config-routes.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function publicConfig(app: TestApp) {
  return publicConfigSchema.parse(await (await app.client().get('/api/config/public')).json());
}

describe('GET /api/config/public', () => {
  it('offers Google only when configured, and publishes no support details the operator did not set', async () => {
    t = await createTestApp();
    expect(await publicConfig(t)).toEqual({ google: false, support_email: null, support_hours: null, max_upload_mb: 100, coach: 'built-in' });
    await t.close();

    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'id.apps.example',
        GOOGLE_CLIENT_SECRET: 'secret',
        SUPPORT_EMAIL: 'help@example.com',
        SUPPORT_HOURS: 'Mon–Fri 9:00–17:00 CET',
        MAX_UPLOAD_MB: '50',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      },
    });
    expect(await publicConfig(t)).toEqual({ google: true, support_email: 'help@example.com', support_hours: 'Mon–Fri 9:00–17:00 CET', max_upload_mb: 50, coach: 'model' });
  });

  it("tells the browser the admin's upload limit as soon as it is stored", async () => {
    t = await createTestApp();
    const admin = await t.staffClient({ superuser: true });
    for (const mb of [200, 1]) {
      expect((await admin.request('/api/admin/settings/', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ max_video_size_mb: mb }) })).status).toBe(200);
      expect((await publicConfig(t)).max_upload_mb).toBe(mb);
    }
  });

  it('says the coach answers with a model while the local model is the engine, with no hosted model configured', async () => {
    const config = loadConfig({ DATA_DIR: '/nonexistent', PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'test' });
    const engines = [{ kind: 'local-model' as const, name: 'llama-3.2-1b' }, { kind: 'built-in' as const, name: null }];
    for (const engine of engines) {
      const routes = publicConfigRoutes({ config, analysis: { commands: { maxUploadBytes: async () => 1024 * 1024 } }, languageModels: { engine: () => engine } });
      const body = publicConfigSchema.parse(await (await routes.request('/config/public')).json());
      expect(body.coach).toBe(engine.kind === 'built-in' ? 'built-in' : 'model');
    }
  });
});
