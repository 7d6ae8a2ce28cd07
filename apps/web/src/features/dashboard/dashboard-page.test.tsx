import { userAnalysesResponseSchema } from '@rehearse/contract/analysis-api';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedSession, unfinishedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen, testUser } from '../../test-kit/render-screen.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const LIST = 'GET /api/analysis/user-analyses/';
const serveList = (analyses: unknown[]) => fakeApi({ [LIST]: { body: { status: 'success', analyses }, schema: userAnalysesResponseSchema } });
const show = () => renderScreen('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }], { user: testUser() });
const stat = (label: string) => screen.getByText(label).parentElement?.parentElement?.textContent?.replace(label, '');

describe('Dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('averages the measured scores only and lists the newest three', async () => {
    serveList([
      completedSession('first', 1, { overall_score: 60 }),
      completedSession('second', 2, { overall_score: 81.5 }),
      // Completed without any measurable score (no video, no speech): not a 0 in the average.
      completedSession('silent', 3, { overall_score: null, video: { performance_score: null }, audio: { performance_score: null } }),
      unfinishedSession('running', 4),
    ]);
    show();
    expect(await screen.findByText('running.mp4')).toBeTruthy();
    expect(screen.getByText('Welcome back, Ada Lovelace!')).toBeTruthy();
    expect(stat('Total Analyses')).toBe('4');
    expect(stat('Average Score')).toBe('70.75%');
    expect(stat('Best Score')).toBe('81.50%');
    expect(stat('Credits Left')).toBe('7');

    const recent = screen.getAllByRole('listitem').filter((li) => li.querySelector('a[href^="/analysis/"]'));
    expect(recent.map((li) => within(li).getByRole('link').textContent)).toEqual(['running.mp4', 'silent.mp4', 'second.mp4']);
    expect(within(recent[1] as HTMLElement).getByText('—')).toBeTruthy();
    expect(within(recent[2] as HTMLElement).getByText('81.5%')).toBeTruthy();
    expect(within(recent[0] as HTMLElement).getByText('Processing')).toBeTruthy();
  });

  it('shows dashes without scores and an upload prompt without analyses', async () => {
    serveList([]);
    show();
    expect(await screen.findByText('No analyses yet')).toBeTruthy();
    expect(stat('Total Analyses')).toBe('0');
    expect(stat('Average Score')).toBe('—');
    expect(screen.getAllByRole('link', { name: /Upload Video/ }).some((a) => a.getAttribute('href') === '/upload')).toBe(true);
  });

  it('shows the server error and loads again on Try Again', async () => {
    let fail = true;
    fakeApi({
      [LIST]: () => (fail ? { status: 500, body: { status: 'error', message: 'Database unavailable' } } : { body: { status: 'success', analyses: [completedSession('back', 5)] } }),
    });
    show();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(await screen.findByText('back.mp4')).toBeTruthy();
  });
});
