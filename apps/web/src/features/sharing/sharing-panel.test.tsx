import { shareCommentsResponseSchema, shareResponseSchema, sharesResponseSchema, type Share } from '@rehearse/contract/sharing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { SharingPanel } from './sharing-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mockShare: Share = {
  id: 'share-1',
  email: 'coach@example.com',
  viewer_name: null,
  scope: 'mock_interview',
  target_id: 'mock-1',
  analysis_id: 'report-1',
  include_recording: false,
  status: 'pending',
  created_at: '2026-11-25T10:00:00.000Z',
  expires_at: '2026-12-02T10:00:00.000Z',
  accepted_at: null,
  revoked_at: null,
};

function serve(shares: Share[]) {
  return fakeApi({
    'GET /api/sharing/shares/': { body: { status: 'success', shares }, schema: sharesResponseSchema },
    'GET /api/sharing/comments/report-1/': { body: { status: 'success', comments: [] }, schema: shareCommentsResponseSchema },
    'POST /api/sharing/shares/': { body: { status: 'success', share: mockShare }, schema: shareResponseSchema },
  });
}

describe('SharingPanel on a mock interview report', () => {
  it('shares the mock interview by the report’s id, without a recording to include', async () => {
    const api = serve([]);
    renderScreen('/', [{ path: '/', element: <SharingPanel analysisId="report-1" mockInterview /> }]);
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    const scope = within(form).getByLabelText('What they may see');
    expect(within(scope).getAllByRole('option').map((o) => o.textContent)).toEqual(['This mock interview', 'All my analyses']);
    expect(within(form).queryByLabelText('Include the recording')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Their e-mail'), { target: { value: 'coach@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/sharing/shares/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/sharing/shares/')[0]?.body).toEqual({ email: 'coach@example.com', scope: 'mock_interview', target_id: 'report-1', include_recording: false });
  });

  it('lists the mock interview’s shares as having access to its report', async () => {
    serve([mockShare]);
    renderScreen('/', [{ path: '/', element: <SharingPanel analysisId="report-1" mockInterview /> }]);
    expect(await screen.findByText('coach@example.com · Invited · This mock interview')).toBeTruthy();
  });

  it('offers the analysis and the recording on an uploaded analysis', async () => {
    serve([]);
    renderScreen('/', [{ path: '/', element: <SharingPanel analysisId="report-1" /> }]);
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    expect(within(within(form).getByLabelText('What they may see')).getAllByRole('option').map((o) => o.textContent)).toEqual(['This analysis', 'All my analyses']);
    expect(within(form).getByLabelText('Include the recording')).toBeTruthy();
  });
});
