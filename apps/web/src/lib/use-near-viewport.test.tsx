import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test drives: `reach()` reports the observed element as intersecting. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return {
    observers,
    reach: (isIntersecting: boolean) =>
      act(() => {
        for (const observer of observers.filter((o) => !o.disconnected)) {
          observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is false until the element comes near the viewport, then stays true and stops observing', () => {
    const io = stubIntersectionObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    io.reach(false);
    expect(screen.getByText('far')).toBeTruthy();
    io.reach(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(io.observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('is true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
