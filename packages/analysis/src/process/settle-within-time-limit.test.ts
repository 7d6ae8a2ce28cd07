import { describe, expect, it, vi } from 'vitest';
import { settleWithinTimeLimit } from './settle-within-time-limit.ts';

const limit = { task: 'Transcribing the speech', ms: 50 };

describe('settleWithinTimeLimit', () => {
  it('passes the result through when the work finishes in time, without stopping it', async () => {
    const stop = vi.fn();
    await expect(settleWithinTimeLimit(Promise.resolve('words'), limit, stop)).resolves.toBe('words');
    expect(stop).not.toHaveBeenCalled();
  });

  it('passes a failure through', async () => {
    await expect(settleWithinTimeLimit(Promise.reject(new Error('decoder failed')), limit, () => {})).rejects.toThrow('decoder failed');
  });

  it('rejects with a MediaError naming the task and stops the work when it never settles', async () => {
    const stop = vi.fn(() => Promise.reject(new Error('already gone')));
    const never = new Promise<string>(() => {});
    await expect(settleWithinTimeLimit(never, limit, stop)).rejects.toMatchObject({
      name: 'MediaError',
      message: expect.stringMatching(/^Transcribing the speech took too long/),
    });
    expect(stop).toHaveBeenCalledOnce();
  });

  it('waits without a limit', async () => {
    await expect(settleWithinTimeLimit(Promise.resolve(1), null, () => {})).resolves.toBe(1);
  });
});
