import { act, cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { loadMatchedRoutes } from './app/lazy-route.tsx';
import { appRoutes } from './app/router.tsx';
import { prerenderPage } from './prerender.tsx';
import { fakeApi } from './test-kit/fake-api.ts';

/**
 * Hydrates `markup` (by default `path` pre-rendered now) as app/start-app.tsx does; returns what React reported as
 * not matching.
 */
async function hydratePrerendered(path: string, markup?: string): Promise<{ root: Root; mismatches: unknown[] }> {
  const html = markup ?? (await prerenderPage(path));
  history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await loadMatchedRoutes(appRoutes, path);
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    ),
  );
  return { root, mismatches };
}

describe('pre-rendered pages', () => {
  let mounted: Root | undefined;
  afterEach(() => {
    act(() => mounted?.unmount());
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders the landing page as a visitor first sees it, and the app hydrates it without a mismatch', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: null } });
    const markup = await prerenderPage('/');
    expect(markup).toContain('Get honest feedback.');
    expect(markup).toContain('Sign In');
    const { root, mismatches } = await hydratePrerendered('/');
    mounted = root;
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Practise your interview.');
  });

  it('hydrates the landing page in a later year than it was built in, then shows the current year', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: null } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:59:00Z'));
    const markup = await prerenderPage('/');
    vi.setSystemTime(new Date('2027-01-01T00:01:00Z'));
    const { root, mismatches } = await hydratePrerendered('/', markup);
    mounted = root;
    expect(mismatches).toEqual([]);
    await vi.waitFor(() => expect(screen.getByRole('contentinfo').textContent).toContain('© 2027 Rehearse.'));
  });

  it('renders the sign-in form with its button off until the app has hydrated it', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: null }, 'GET /api/config/public': { body: { google: false } } });
    const markup = await prerenderPage('/login');
    expect(markup).toContain('Welcome back');
    expect(markup).toMatch(/<button type="submit"[^>]*disabled=""/);
    const { root, mismatches } = await hydratePrerendered('/login');
    mounted = root;
    expect(mismatches).toEqual([]);
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
