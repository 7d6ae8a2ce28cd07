import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { WRITTEN_QUESTIONS_KEPT_MS, WRITTEN_QUESTIONS_MAX_ENTRIES, WrittenQuestionCache } from './written-question-cache.ts';

const question = { key: 'ai_1', text: 'How do you test a dashboard?' } as MockQuestion;

describe('the posting questions written after their start', () => {
  it('are kept for the next start with the same posting, for an hour', async () => {
    const clock = { now: new Date('2026-11-29T10:00:00Z') };
    const cache = new WrittenQuestionCache(() => clock.now);
    await cache.put('u1 posting', Promise.resolve([question]));
    expect(await cache.get('u1 posting')).toEqual([question]);
    expect(cache.get('u2 posting')).toBeNull();
    clock.now = new Date(clock.now.getTime() + WRITTEN_QUESTIONS_KEPT_MS + 1);
    expect(cache.get('u1 posting')).toBeNull();
  });

  it('drop a write that failed, and the oldest entries past the limit', async () => {
    const cache = new WrittenQuestionCache(() => new Date());
    await cache.put('failed', Promise.resolve(null));
    await Promise.resolve();
    expect(cache.get('failed')).toBeNull();
    for (let i = 0; i <= WRITTEN_QUESTIONS_MAX_ENTRIES; i += 1) void cache.put(`k${i}`, Promise.resolve([question]));
    expect(cache.get('k0')).toBeNull();
    expect(cache.get(`k${WRITTEN_QUESTIONS_MAX_ENTRIES}`)).not.toBeNull();
  });
});
