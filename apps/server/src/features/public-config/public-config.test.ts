import { publicConfigSchema } from '@rehearse/contract/public-config';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/config/public', () => {
  it('offers Google only when both Google settings are configured', async () => {
    t = await createTestApp();
    const without = publicConfigSchema.parse(await (await t.client().get('/api/config/public')).json());
    expect(without).toEqual({ google: false, support_email: 'support@rehearse.local', coach: 'built-in' });
    await t.close();

    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'secret', SUPPORT_EMAIL: 'help@example.com', LLM_BASE_URL: 'http://127.0.0.1:11434/v1' } });
    const withGoogle = publicConfigSchema.parse(await (await t.client().get('/api/config/public')).json());
    expect(withGoogle).toEqual({ google: true, support_email: 'help@example.com', coach: 'model' });
  });
});
