import { mockInterviewDisplayName } from '@rehearse/contract/mock-constants';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { AnalysesTab } from './analyses-tab.tsx';

const zone = process.env.TZ;
afterEach(() => {
  cleanup();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("the admin's analyses tab", () => {
  it("shows a mock interview's title in the browser's time zone, like every other screen, not in UTC", async () => {
    process.env.TZ = 'Asia/Tokyo';
    const at = new Date('2026-11-28T11:35:00Z');
    fakeApi({
      'GET /api/admin/analyses/': {
        body: {
          status: 'success', total: 1, page: 1, page_size: 20,
          analyses: [{ id: 'a1', user: 'walker@example.com', user_id: 'u1', title: mockInterviewDisplayName(at, 'Behavioral'), score: 45.9, overall_makeup: null, date: at.toISOString(), status: 'completed', error: null }],
        },
      },
    });
    renderScreen('/admin', [{ path: '/admin', element: <AnalysesTab canManage /> }]);
    const cell = await screen.findByText(/^Mock interview — Behavioral, /);
    expect(cell.textContent).not.toContain('UTC');
    expect(cell.textContent).toContain(at.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
    expect(screen.getByRole('button', { name: /^Delete Mock interview/ }).getAttribute('aria-label')).not.toContain('UTC');
  });
});
