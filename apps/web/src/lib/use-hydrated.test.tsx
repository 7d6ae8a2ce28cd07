import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Probe() {
  return <p>{useHydrated() ? 'interactive' : 'pre-rendered'}</p>;
}

describe('useHydrated', () => {
  afterEach(cleanup);

  it('is false in the pre-rendered markup and true once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('pre-rendered');
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Probe />));
    expect(container.textContent).toBe('interactive');
    act(() => root.unmount());
    container.remove();
  });

  it('is true at once when the app renders without pre-rendered markup', () => {
    render(<Probe />);
    expect(screen.getByText('interactive')).toBeTruthy();
  });
});
