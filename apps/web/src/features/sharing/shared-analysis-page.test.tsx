import { SHARE_WITHDRAWN, SHARED_ANALYSIS_NOT_FOUND } from '@rehearse/contract/sharing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen, testUser } from '../../test-kit/render-screen.tsx';
import { SharedAnalysisPage } from './shared-analysis-page.tsx';

const show = () => renderScreen('/admin-panel/a1', [{ path: '/admin-panel/:sessionId', element: <SharedAnalysisPage /> }], { user: testUser() });

describe('SharedAnalysisPage when it cannot show the analysis', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells a viewer whose access was withdrawn so, with no Try Again and no generic failure', async () => {
    fakeApi({ 'GET /api/admin-panel/analyses/a1/': { status: 403, body: { status: 'error', message: SHARE_WITHDRAWN } } });
    show();
    expect(await screen.findByText(SHARE_WITHDRAWN)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText('Failed to load data')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Shared with me/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Shared analysis' })).toBeTruthy();
  });

  it('keeps the failure with Try Again for anything else', async () => {
    fakeApi({ 'GET /api/admin-panel/analyses/a1/': { status: 404, body: { status: 'error', message: SHARED_ANALYSIS_NOT_FOUND } } });
    show();
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByText(SHARE_WITHDRAWN)).toBeNull();
  });
});
