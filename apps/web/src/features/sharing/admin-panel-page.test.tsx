import { sharedAnalysesResponseSchema } from '@rehearse/contract/admin-panel';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen, testUser } from '../../test-kit/render-screen.tsx';
import { AdminPanelPage } from './admin-panel-page.tsx';

const item = (id: string, title: string, score: number, complete: boolean) => ({
  id,
  owner_name: 'Ada Lovelace',
  title,
  score,
  overall_makeup: complete
    ? { parts: ['video', 'audio', 'content'], missing: [], complete: true, fix_first: null }
    : { parts: ['video', 'audio'], missing: [{ part: 'content', cause: 'not_enough_speech', detail: null }], complete: false, fix_first: { part: 'content', score: null, points: null } },
  date: '2026-11-27T10:00:00.000Z',
  recording: false,
});

describe('Shared with me', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks an overall that lacks a part as the owner sees it, and a complete one plainly', async () => {
    fakeApi({
      'GET /api/admin-panel/analyses/': {
        schema: sharedAnalysesResponseSchema,
        body: { status: 'success', page: 1, page_size: 20, total: 2, analyses: [item('a1', 'STAR answer', 84.8, false), item('a2', 'Hedged answer', 51.7, true)] },
      },
    });
    renderScreen('/admin-panel', [{ path: '/admin-panel', element: <AdminPanelPage /> }], { user: testUser() });
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByTestId('list-overall-score').textContent).toBe('84.8%');
    expect(within(rows[0]!).getByTestId('list-overall-incomplete').textContent).toBe('Delivery only');
    expect(within(rows[1]!).getByTestId('list-overall-score').textContent).toBe('51.7%');
    expect(within(rows[1]!).queryByTestId('list-overall-incomplete')).toBeNull();
  });
});
