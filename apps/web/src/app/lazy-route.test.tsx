import { act, cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD_FAILED_TITLE, RouteErrorPage } from '../features/not-found/route-error-page.tsx';
import { WHISPER_HELP_HEADING } from '../features/help/whisper-help-page.tsx';
import { chunkLoadError, deferred } from '../test-kit/lazy-loading.ts';
import { renderScreen } from '../test-kit/render-screen.tsx';
import { lazyPage, loadMatchedRoutes } from './lazy-route.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { appRoutes } from './router.tsx';

function Layout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

const withScreen = (load: () => Promise<ComponentType>): RouteObject[] => [
  { path: '/', element: <Layout />, errorElement: <RouteErrorPage />, children: [{ index: true, element: <p>Home</p> }, lazyPage('screen', load)] },
];

describe('screens loaded on first visit', () => {
  afterEach(cleanup);

  it('a deep link shows a loading status until the screen has arrived', async () => {
    const file = deferred<ComponentType>();
    renderScreen('/screen', withScreen(() => file.promise));
    expect(screen.getByText('Loading…').closest('[role="status"]')).toBeTruthy();
    await act(async () => file.resolve(() => <h1>The screen</h1>));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('a navigation keeps the current screen and says the next one is loading', async () => {
    const file = deferred<ComponentType>();
    const { router } = renderScreen('/', withScreen(() => file.promise));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(screen.queryByText('Loading page…')).toBeNull();
    act(() => void router.navigate('/screen'));
    expect(await screen.findByText('Loading page…')).toBeTruthy();
    expect(screen.getByText('Home')).toBeTruthy();
    await act(async () => file.resolve(() => <h1>The screen</h1>));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Loading page…')).toBeNull();
  });

  it('a screen whose file cannot be downloaded says so and offers a reload', async () => {
    renderScreen('/screen', withScreen(() => Promise.reject(chunkLoadError())));
    expect(await screen.findByRole('heading', { name: PAGE_LOAD_FAILED_TITLE })).toBeTruthy();
    expect(screen.getByText(/a reload fetches the new version/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it("the app's routes load a screen from its own file on a deep link", async () => {
    renderScreen('/help/whisper', appRoutes);
    expect(await screen.findByRole('heading', { name: WHISPER_HELP_HEADING })).toBeTruthy();
  });

  it('fetches the screens matching a path ahead, so the router renders them at once', async () => {
    const Screen = () => <h1>The screen</h1>;
    const routes = withScreen(async () => Screen);
    const [layout] = routes;
    const [home, lazyScreen] = layout?.children ?? [];
    await loadMatchedRoutes(routes, '/screen');
    expect(lazyScreen?.lazy).toBeUndefined();
    expect(lazyScreen?.Component).toBe(Screen);
    expect(home?.Component).toBeUndefined();
    renderScreen('/screen', routes);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
