import { sharedAnalysisDetailResponseSchema } from '@rehearse/contract/admin-panel';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { SHARE_WITHDRAWN, SHARED_ANALYSIS_NOT_FOUND } from '@rehearse/contract/sharing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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

const ANALYSIS = 'GET /api/admin-panel/analyses/a1/';
const withdrawn = { status: 403, body: { status: 'error', message: SHARE_WITHDRAWN } };
const shared = {
  schema: sharedAnalysisDetailResponseSchema,
  body: {
    status: 'success',
    analysis: { id: 'a1', owner_name: 'Ada Lovelace', title: 'STAR answer', score: 80, overall_makeup: null, date: '2026-11-27T10:00:00.000Z', recording: true },
    results: sampleAnalysisResult({ transcript: { text: 'I led the team', words: [] }, timeline: [] }),
    comments: [],
  },
};

describe('SharedAnalysisPage when its owner withdraws access while it is open', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the withdrawn message after a comment is refused, without the recording or the form, and asks nothing more', async () => {
    let revoked = false;
    const api = fakeApi({
      [ANALYSIS]: () => (revoked ? withdrawn : shared),
      'POST /api/admin-panel/analyses/a1/comments/': withdrawn,
      'GET /api/admin-panel/analyses/a1/media/': withdrawn,
    });
    show();
    expect(await screen.findByText('I led the team')).toBeTruthy();
    revoked = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Good pace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText(SHARE_WITHDRAWN)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByLabelText('Recording')).toBeNull();
    // The refusal said it all: the analysis is not asked for again.
    expect(api.callsTo('GET', '/api/admin-panel/analyses/a1/')).toHaveLength(1);
  });

  it('checks access once when the recording stops loading, then shows the withdrawn message', async () => {
    let revoked = false;
    const api = fakeApi({ [ANALYSIS]: () => (revoked ? withdrawn : shared) });
    show();
    expect(await screen.findByText('I led the team')).toBeTruthy();
    revoked = true;
    fireEvent.error(screen.getByLabelText('Recording'));
    expect(await screen.findByText(SHARE_WITHDRAWN)).toBeTruthy();
    expect(screen.queryByLabelText('Recording')).toBeNull();
    expect(api.callsTo('GET', '/api/admin-panel/analyses/a1/')).toHaveLength(2);
  });
});
