import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { FakeEventSource } from '../test-kit/fake-event-source.ts';
import { followJob, type FollowJobOptions, type JobProgressState } from './follow-job.ts';

interface Job {
  status: 'queued' | 'processing' | 'completed' | 'failed';
  progress: number;
}

const parse = (data: unknown): Job => {
  const job = data as Job;
  if (typeof job?.status !== 'string' || typeof job.progress !== 'number') throw new Error('not a job');
  return job;
};

let sources: FakeEventSource[];
let states: Array<JobProgressState<Job>>;
let polls: Array<Job | Error>;
let pollCalls: number;
let stop: () => void;

function follow(overrides: Partial<FollowJobOptions<Job>> = {}) {
  stop = followJob<Job>(
    {
      eventsUrl: '/events',
      poll: async () => {
        pollCalls += 1;
        const next = polls.shift() ?? { status: 'processing', progress: 10 };
        if (next instanceof Error) throw next;
        return next;
      },
      parse,
      settled: (job) => job.status === 'completed' || job.status === 'failed',
      progressMark: (job) => `${job.status}:${job.progress}`,
      openEvents: (url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
      ...overrides,
    },
    (state) => states.push(state),
  );
}

const last = () => states.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  states = [];
  polls = [];
  pollCalls = 0;
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('followJob by its event stream', () => {
  it('hands on each state, and ends following once the job settles', () => {
    follow();
    const source = sources[0]!;
    expect(last().via).toBe('events');
    source.send({ status: 'processing', progress: 20 });
    expect(last()).toMatchObject({ data: { status: 'processing', progress: 20 }, settled: false, stalled: false });
    source.send({ status: 'completed', progress: 100 });
    expect(last()).toMatchObject({ data: { status: 'completed' }, settled: true });
    expect(source.closed).toBe(true);
    expect(pollCalls).toBe(0);
  });

  it('leaves a dropped connection to the browser’s own reconnect', () => {
    follow();
    sources[0]!.fail(0);
    sources[0]!.send({ status: 'processing', progress: 30 });
    sources[0]!.fail(0);
    expect(last().via).toBe('events');
    expect(pollCalls).toBe(0);
  });

  it('polls the status endpoint once the stream is refused', async () => {
    polls = [{ status: 'processing', progress: 40 }, { status: 'completed', progress: 100 }];
    follow();
    sources[0]!.fail(2);
    expect(last().via).toBe('polling');
    await vi.advanceTimersByTimeAsync(0);
    expect(last().data).toEqual({ status: 'processing', progress: 40 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(last()).toMatchObject({ data: { status: 'completed' }, settled: true });
    expect(pollCalls).toBe(2);
  });

  it('polls once the stream failed three times in a row without an event', async () => {
    follow();
    sources[0]!.fail(0);
    sources[0]!.fail(0);
    expect(pollCalls).toBe(0);
    sources[0]!.fail(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(pollCalls).toBe(1);
    expect(sources[0]!.closed).toBe(true);
  });

  it('polls when an event does not fit the contract', async () => {
    follow();
    sources[0]!.send('{"nope":true}');
    await vi.advanceTimersByTimeAsync(0);
    expect(last().via).toBe('polling');
    expect(pollCalls).toBe(1);
  });
});

describe('followJob without an event stream', () => {
  it('polls every 2 s and keeps polling through a failed request', async () => {
    polls = [new ApiError(0, 'Error connecting to server'), { status: 'processing', progress: 5 }];
    follow({ openEvents: () => null });
    await vi.advanceTimersByTimeAsync(0);
    expect(last().error).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(last().data).toEqual({ status: 'processing', progress: 5 });
  });

  it('ends with the error of a 4xx answer (another user’s or a deleted job)', async () => {
    const notFound = new ApiError(404, 'Unknown analysis, or another user’s');
    polls = [notFound];
    follow({ openEvents: () => null });
    await vi.advanceTimersByTimeAsync(0);
    expect(last().error).toBe(notFound);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollCalls).toBe(1);
  });
});

describe('the one stalled rule', () => {
  it('stalls a job whose progress has not moved for a minute, repeated states and heartbeats notwithstanding', async () => {
    follow();
    const source = sources[0]!;
    source.send({ status: 'processing', progress: 50 });
    await vi.advanceTimersByTimeAsync(59_000);
    source.send({ status: 'processing', progress: 50 });
    expect(last().stalled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last().stalled).toBe(true);
    expect(source.closed).toBe(true);
  });

  it('restarts the clock at every advance', async () => {
    follow();
    const source = sources[0]!;
    for (let percent = 10; percent <= 50; percent += 10) {
      await vi.advanceTimersByTimeAsync(50_000);
      source.send({ status: 'processing', progress: percent });
    }
    expect(last().stalled).toBe(false);
  });

  it('counts a minute without any answer as stalled too, whichever way updates come', async () => {
    polls = Array.from({ length: 40 }, () => new ApiError(503, 'Server error'));
    follow({ openEvents: () => null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(last().stalled).toBe(true);
    const calls = pollCalls;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollCalls).toBe(calls);
  });

  it('lets go of everything when stopped', async () => {
    follow({ openEvents: () => null });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    const calls = pollCalls;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pollCalls).toBe(calls);
    expect(last().stalled).toBe(false);
  });
});
