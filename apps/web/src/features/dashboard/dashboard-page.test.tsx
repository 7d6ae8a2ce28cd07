import { userAnalysesResponseSchema } from '@rehearse/contract/analysis-api';
import { analysisSummaryResponseSchema } from '@rehearse/contract/analysis-summary';
import { analysisTrendResponseSchema, type TrendPoint } from '@rehearse/contract/analysis-trend';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { completedSession, unfinishedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { stubResizeObserver } from '../../test-kit/resize-observer.ts';
import { renderScreen, testUser } from '../../test-kit/render-screen.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const LIST = 'GET /api/analysis/user-analyses/';
const SUMMARY = 'GET /api/analysis/user-analyses/summary/';
const TREND = 'GET /api/analysis/user-analyses/trend/';
type Summary = { total: number; scored: number; incomplete?: number; average_score: number | null; best_score: number | null };
const serve = (recent: unknown[], summary: Summary, trend: TrendPoint[] = []) =>
  fakeApi({
    [LIST]: { body: { status: 'success', analyses: recent, total: summary.total, next_cursor: null }, schema: userAnalysesResponseSchema },
    [SUMMARY]: { body: { status: 'success', incomplete: 0, ...summary }, schema: analysisSummaryResponseSchema },
    [TREND]: { body: { status: 'success', points: trend }, schema: analysisTrendResponseSchema },
  });
const NONE: Summary = { total: 0, scored: 0, average_score: null, best_score: null };
const judged = (score: number) => ({
  status: 'judged' as const,
  note: null,
  engine: 'test',
  score,
  parts: { structure: score, specifics: score, ownership: score, hedging: score, repetition: score, length: score, relevance: null, vocabulary: score },
  findings: [],
  structure: null,
});
const show = (credits = 7) => renderScreen('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }], { user: testUser({ analysis_credits: credits }) });
const stat = (label: string) => screen.getByText(label).parentElement?.parentElement?.querySelector('p.text-2xl')?.textContent;

beforeAll(stubResizeObserver);

describe('Dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads its figures from the summary and its list from one page of three, never the whole list', async () => {
    const api = serve(
      [unfinishedSession('running', 4), completedSession('silent', 3, { overall_score: null, video: { performance_score: null }, audio: { performance_score: null } }), completedSession('second', 2, { overall_score: 81.5, content: judged(80) })],
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
    expect(screen.queryByTestId('recent-incomplete')).toBeNull();
  });

  it('says an overall whose content was not judged is delivery only, and that the average leaves such overalls out', async () => {
    serve([completedSession('star', 2, { overall_score: 84.8 }), completedSession('hedged', 1, { overall_score: 51.7, content: judged(19.7) })], {
      total: 2,
      scored: 1,
      incomplete: 1,
      average_score: 51.7,
      best_score: 51.7,
    });
    show();
    const star = (await screen.findByText('star.mp4')).closest('li') as HTMLElement;
    expect(within(star).getByTestId('recent-incomplete').textContent).toBe('Delivery only — not averaged or ranked with complete overalls');
    expect(within(star).getByRole('meter').getAttribute('aria-label')).toBe('Score of star.mp4 (Delivery only)');
    const hedged = screen.getByText('hedged.mp4').closest('li') as HTMLElement;
    expect(within(hedged).queryByTestId('recent-incomplete')).toBeNull();
    expect(stat('Average Score')).toBe('51.7%');
    expect(screen.getByText(/Complete overalls only; 1 overall that lacks a part \(content not judged…\) is left out\./)).toBeTruthy();
  });

  it('draws progress over time with the overall line over complete overalls only', async () => {
    const point = (day: number, overall: number, complete: boolean, content: number | null): TrendPoint => ({
      session_id: `s${day}`,
      display_name: `answer-${day}.mp4`,
      start_time: `2026-03-0${day}T10:00:00.000Z`,
      overall_score: overall,
      overall_complete: complete,
      video_score: 80,
      audio_score: 70,
      content_score: content,
    });
    serve([completedSession('latest', 3, { content: judged(60) })], { total: 3, scored: 2, incomplete: 1, average_score: 62, best_score: 66 }, [
      point(1, 58, true, 40),
      point(2, 84.8, false, null),
      point(3, 66, true, 60),
    ]);
    show();
    const card = await screen.findByTestId('score-trend');
    expect(within(card).getByText('Progress Over Time')).toBeTruthy();
    expect(
      await within(card).findByText('Your overall went from 58.0% to 66.0% over 2 complete overalls. 1 overall that lacks a part is left off the overall line; its parts are drawn.'),
    ).toBeTruthy();
    // The chart itself loads after the figures; it arrives without breaking the page.
    await waitFor(() => expect(within(card).queryByRole('status')).toBeNull());
    expect(screen.queryByText(/failed to load/i)).toBeNull();
  });

  it('shows no progress chart before two analyses are completed', async () => {
    serve([], NONE);
    show();
    expect(await screen.findByText('No analyses yet')).toBeTruthy();
    expect(screen.queryByTestId('score-trend')).toBeNull();
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
