import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test-kit/fake-event-source.ts';
import { useJobProgress } from './use-job-progress.ts';

interface Job {
  status: string;
  progress: number;
}

let sources: FakeEventSource[];

const options = (eventsUrl: string | null) => ({
  eventsUrl,
  poll: () => Promise.resolve({ status: 'processing', progress: 0 }),
  parse: (data: unknown) => data as Job,
  settled: (job: Job) => job.status === 'completed',
  progressMark: (job: Job) => `${job.status}:${job.progress}`,
  openEvents: (url: string) => {
    const source = new FakeEventSource(url);
    sources.push(source);
    return source;
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useJobProgress', () => {
  it('follows nothing without a stream address', () => {
    const { result } = renderHook(() => useJobProgress(options(null)));
    expect(result.current).toMatchObject({ data: undefined, via: null, stalled: false, settled: false });
    expect(sources).toHaveLength(0);
  });

  it('shows each state of the job until it settles', () => {
    const { result } = renderHook(() => useJobProgress(options('/a')));
    act(() => sources[0]!.send({ status: 'processing', progress: 30 }));
    expect(result.current.data).toEqual({ status: 'processing', progress: 30 });
    act(() => sources[0]!.send({ status: 'completed', progress: 100 }));
    expect(result.current).toMatchObject({ settled: true, data: { status: 'completed' } });
    expect(sources[0]!.closed).toBe(true);
  });

  it('says stalled by the one rule, and follows again on retry', async () => {
    const { result } = renderHook(() => useJobProgress(options('/a')));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.stalled).toBe(true);
    act(() => result.current.retry());
    expect(result.current.stalled).toBe(false);
    expect(sources).toHaveLength(2);
    act(() => sources[1]!.send({ status: 'processing', progress: 40 }));
    expect(result.current.data).toEqual({ status: 'processing', progress: 40 });
  });

  it('starts afresh for another job, and lets go of the stream when the screen goes', () => {
    const { result, rerender, unmount } = renderHook(({ url }) => useJobProgress(options(url)), { initialProps: { url: '/a' } });
    act(() => sources[0]!.send({ status: 'processing', progress: 30 }));
    rerender({ url: '/b' });
    expect(sources[0]!.closed).toBe(true);
    expect(result.current.data).toBeUndefined();
    unmount();
    expect(sources[1]!.closed).toBe(true);
  });

  it('starts from nothing when the same job is followed again after a pause', () => {
    const { result, rerender } = renderHook(({ url }) => useJobProgress(options(url)), { initialProps: { url: '/a' as string | null } });
    act(() => sources[0]!.send({ status: 'completed', progress: 100 }));
    rerender({ url: null });
    rerender({ url: '/a' });
    expect(result.current).toMatchObject({ data: undefined, settled: false, via: 'events' });
  });
});
