import { categorizedAnalysesResponseSchema, userAnalysesResponseSchema, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { deleteAnalysisResponseSchema, renameAnalysisResponseSchema } from '@rehearse/contract/analysis-manage';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedSession, unfinishedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { AnalysesPage } from './analyses-page.tsx';

const LIST = 'GET /api/analysis/user-analyses/categorized/';
const categorized = (uploads: AnalysisSession[]) => ({
  body: { status: 'success', analyses: { mock_interviews: { count: 0, items: [] }, video_uploads: { count: uploads.length, items: uploads } } },
  schema: categorizedAnalysesResponseSchema,
});
const show = () => renderScreen('/analyses', [{ path: '/analyses', element: <AnalysesPage /> }]);
const card = (title: string) => screen.getAllByTestId('analysis-card').find((c) => c.querySelector('h2')?.textContent === title) as HTMLElement;

const first = completedSession('first', 2);
const second = completedSession('second', 3);

describe('Managing analyses in the list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renames an analysis and reads the list again', async () => {
    let names = ['first.mp4', 'second.mp4'];
    const api = fakeApi({
      [LIST]: () => categorized([{ ...first, display_name: names[0]! }, second]),
      'PATCH /api/analysis/sessions/first/': (call) => {
        names = [(call.body as { display_name: string }).display_name, 'second.mp4'];
        return { body: { status: 'success', session_id: 'first', display_name: names[0] }, schema: renameAnalysisResponseSchema };
      },
    });
    show();
    await screen.findByText('first.mp4');
    fireEvent.click(within(card('first.mp4')).getByRole('button', { name: 'Rename first.mp4' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Leadership answer ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Leadership answer')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/analysis/sessions/first/').map((c) => c.body)).toEqual([{ display_name: 'Leadership answer' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes only after confirmation, and offers no delete while an analysis runs', async () => {
    let items = [first, second, unfinishedSession('running', 4)];
    const api = fakeApi({
      [LIST]: () => categorized(items),
      'DELETE /api/analysis/sessions/second/': () => {
        items = items.filter((s) => s.session_id !== 'second');
        return { body: { status: 'success', message: 'Analysis deleted' }, schema: deleteAnalysisResponseSchema };
      },
    });
    show();
    await screen.findByText('second.mp4');
    expect(within(card('running.mp4')).queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(within(card('second.mp4')).getByRole('button', { name: 'Delete second.mp4' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE', '/api/analysis/sessions/second/')).toHaveLength(0);
    expect(screen.getByText('second.mp4')).toBeTruthy();

    fireEvent.click(within(card('second.mp4')).getByRole('button', { name: 'Delete second.mp4' }));
    expect(screen.getByRole('dialog').textContent).toContain('recording, report files and scores');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete analysis' }));
    await waitFor(() => expect(screen.queryByText('second.mp4')).toBeNull());
    expect(api.callsTo('DELETE', '/api/analysis/sessions/second/')).toHaveLength(1);
  });

  it('searches by name on the server, a page at a time', async () => {
    const found = (ids: string[], next: string | null) => ({
      body: { status: 'success', analyses: ids.map((id, i) => completedSession(id, 5 + i)), total: 3, next_cursor: next },
      schema: userAnalysesResponseSchema,
    });
    const pages = [found(['lead-1', 'lead-2'], 'c1'), found(['lead-3'], null)];
    const api = fakeApi({ [LIST]: categorized([first, second]), 'GET /api/analysis/user-analyses/': () => pages.shift()! });
    const requested: string[] = [];
    const fetchMock = globalThis.fetch as unknown as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (requested.push(String(input)), fetchMock(input, init)));
    show();
    await screen.findByText('first.mp4');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'lead' } });
    expect(await screen.findByText('3 analyses match “lead”')).toBeTruthy();
    expect(screen.getByText('lead-1.mp4')).toBeTruthy();
    expect(screen.queryByText('first.mp4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('lead-3.mp4')).toBeTruthy();
    expect(api.callsTo('GET', '/api/analysis/user-analyses/')).toHaveLength(2);
    expect(requested.filter((u) => u.startsWith('/api/analysis/user-analyses/?'))).toEqual([
      '/api/analysis/user-analyses/?limit=24&q=lead',
      '/api/analysis/user-analyses/?limit=24&q=lead&cursor=c1',
    ]);
  });
});
