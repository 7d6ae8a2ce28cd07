import { adminLanguageModelResponseSchema, adminSettingsResponseSchema } from '@rehearse/contract/admin-settings';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { SettingsTab } from './settings-tab.tsx';

afterEach(cleanup);

const SETTINGS = {
  status: 'success',
  settings: { max_video_size_mb: 100, default_credits: 5, retention_days: 30, max_unstarted_uploads: 5 },
  transcription: { engine: 'pocketsphinx', model: null, state: 'off', message: 'PocketSphinx (WHISPER_MODEL=none)' },
  meaning: { engine: 'word-vectors', model: null, state: 'off', message: 'The built-in word vectors (SENTENCE_MODEL=none)' },
  voice: { engine: 'espeak-ng', voice: null, state: 'off', message: 'espeak-ng only (PIPER_VOICE=none)' },
};
const DOWNLOADING = {
  status: 'success',
  language_model: { engine: 'built-in', model: 'llama-3.2-1b', state: 'downloading', message: 'The built-in rules while the local model llama-3.2-1b downloads (40 %)' },
};

describe("the admin's Settings tab", () => {
  it('shows an admin what writes model answers now, and the local model’s download', async () => {
    const api = fakeApi({
      'GET /api/admin/settings/': { body: SETTINGS, schema: adminSettingsResponseSchema },
      'GET /api/admin/language-model/': { body: DOWNLOADING, schema: adminLanguageModelResponseSchema },
    });
    renderScreen('/admin', [{ path: '/admin', element: <SettingsTab canManage /> }]);
    const panel = await screen.findByRole('region', { name: 'Coach and rebuilt answers' });
    expect(panel.textContent).toContain('Built-in rules');
    expect(panel.textContent).toContain('downloads (40 %)');
    expect(api.callsTo('GET', '/api/admin/language-model/')).toHaveLength(1);
  });

  it('does not ask for it for read-only staff, whom the server refuses', async () => {
    const api = fakeApi({ 'GET /api/admin/settings/': { body: SETTINGS, schema: adminSettingsResponseSchema } });
    renderScreen('/admin', [{ path: '/admin', element: <SettingsTab canManage={false} /> }]);
    await screen.findByText('Your staff account may read the settings but not change them.');
    expect(screen.queryByRole('region', { name: 'Coach and rebuilt answers' })).toBeNull();
    expect(api.callsTo('GET', '/api/admin/language-model/')).toHaveLength(0);
  });
});
