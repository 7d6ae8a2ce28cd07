import { userAnalysesResponseSchema } from '@rehearse/contract/analysis-api';
import { analysisSummaryResponseSchema } from '@rehearse/contract/analysis-summary';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedSession, unfinishedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen, testUser } from '../../test-kit/render-screen.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const LIST = 'GET /api/analysis/user-analyses/';
const SUMMARY = 'GET /api/analysis/user-analyses/summary/';
type Summary = { total: number; scored: number; average_score: number | null; best_score: number | null };
const serve = (recent: unknown[], summary: Summary) =>
  fakeApi({
    [LIST]: { body: { status: 'success', analyses: recent, total: summary.total, next_cursor: null }, schema: userAnalysesResponseSchema },
    [SUMMARY]: { body: { status: 'success', ...summary }, schema: analysisSummaryResponseSchema },
  });
const NONE: Summary = { total: 0, scored: 0, average_score: null, best_score: null };
const show = (credits = 7) => renderScreen('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }], { user: testUser({ analysis_credits: credits }) });
const stat = (label: string) => screen.getByText(label).parentElement?.parentElement?.querySelector('p.text-2xl')?.textContent;

describe('Dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads its figures from the summary and its list from one page of three, never the whole list', async () => {
    const api = serve(
      [unfinishedSession('running', 4), completedSession('silent', 3, { overall_score: null, video: { performance_score: null }, audio: { performance_score: null } }), completedSession('second', 2, { overall_score: 81.5 })],
      { total: 4000, scored: 2, average_score: 70.75, best_score: 81.5 },
    );
    show();
    expect(await screen.findByText('running.mp4')).toBeTruthy();
    expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeTruthy();
    expect(stat('Total Analyses')).toBe('4000');
    expect(stat('Average Score')).toBe('70.8%');
    expect(stat('Best Score')).toBe('81.5%');
    expect(stat('Credits Left')).toBe('7');
    expect(api.callsTo('GET', '/api/analysis/user-analyses/').map((c) => c.search)).toEqual(['?limit=3']);

    const recent = screen.getAllByRole('listitem').filter((li) => li.querySelector('a[href^="/analysis/"]'));
    expect(recent.map((li) => within(li).getByRole('link').textContent)).toEqual(['running.mp4', 'silent.mp4', 'second.mp4']);
    expect(within(recent[1] as HTMLElement).getByText('Not measured')).toBeTruthy();
    expect(within(recent[2] as HTMLElement).getByText('81.5%')).toBeTruthy();
    expect(within(recent[0] as HTMLElement).getByText('Processing')).toBeTruthy();
  });

  it('greets a first visit without “back”, and offers an upload and a mock interview', async () => {
    serve([], NONE);
    show();
    expect(await screen.findByText('No analyses yet')).toBeTruthy();
    expect(await screen.findByText('Welcome, Ada Lovelace!')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(stat('Total Analyses')).toBe('0');
    expect(stat('Average Score')).toBe('—');
    expect(screen.getAllByRole('link', { name: /Upload Video/ }).some((a) => a.getAttribute('href') === '/upload')).toBe(true);
    expect(screen.getByRole('link', { name: /Start Mock Interview/ }).getAttribute('href')).toBe('/mock-interview');
  });

  it('explains what a credit buys, and what happens at 0', async () => {
    serve([], NONE);
    show(3);
    expect(await screen.findByText('Each analysed upload (video or audio) and each finished mock interview uses 1 credit.')).toBeTruthy();
    cleanup();
    serve([], NONE);
    show(0);
    expect(await screen.findByText(/New analyses cannot start at 0 credits/)).toBeTruthy();
  });

  it('shows the server error and loads again on Try Again', async () => {
    let fail = true;
    fakeApi({
      [LIST]: () => (fail ? { status: 500, body: { status: 'error', message: 'Database unavailable' } } : { body: { status: 'success', analyses: [completedSession('back', 5)] } }),
      [SUMMARY]: { body: { status: 'success', ...NONE, total: 1 } },
    });
    show();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(await screen.findByText('back.mp4')).toBeTruthy();
  });
});
