import { act, cleanup, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../features/not-found/route-error-page.tsx';
import { chunkLoadError, deferred } from '../../test-kit/lazy-loading.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { LazyPart } from './lazy-part.tsx';
import { LOAD_FAILED_TITLE } from './load-failed.tsx';

const showPart = (load: () => Promise<{ default: ComponentType }>) => {
  const Part = lazy(load);
  return renderScreen('/', [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      element: (
        <LazyPart loadingLabel="Loading the form…">
          <Part />
        </LazyPart>
      ),
    },
  ]);
};

describe('LazyPart', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('announces the part while it loads, then shows it', async () => {
    const file = deferred<{ default: ComponentType }>();
    showPart(() => file.promise);
    expect((await screen.findByRole('status')).textContent).toBe('Loading the form…');
    await act(async () => file.resolve({ default: () => <form aria-label="The form" /> }));
    expect(await screen.findByRole('form', { name: 'The form' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the part could not be downloaded and offers a reload, keeping the rest of the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showPart(() => Promise.reject(chunkLoadError()));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOAD_FAILED_TITLE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('leaves any other error to the route error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showPart(async () => ({
      default: () => {
        throw new Error('render bug');
      },
    }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
