import { act, cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { loadMatchedRoutes } from './app/lazy-route.tsx';
import { appRoutes } from './app/router.tsx';
import { prerenderPage } from './prerender.tsx';
import { fakeApi } from './test-kit/fake-api.ts';

/** Pre-renders `path`, then hydrates it as app/start-app.tsx does; returns what React reported as not matching. */
async function hydratePrerendered(path: string): Promise<{ root: Root; mismatches: unknown[] }> {
  const markup = await prerenderPage(path);
  history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = markup;
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
