import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { LatePostingQuestions } from './late-posting-questions.ts';
import { WRITTEN_QUESTIONS_KEPT_MS } from './written-question-cache.ts';

const written = [{ key: 'ai_1' } as MockQuestion];

describe('LatePostingQuestions', () => {
  it('says writing until the write ends, then ready with its questions', async () => {
    let finish: (q: MockQuestion[] | null) => void = () => undefined;
    const late = new LatePostingQuestions(() => new Date(0));
    late.expect('s1', new Promise((resolve) => (finish = resolve)));
    expect(late.of('s1')).toEqual({ state: 'writing' });
    finish(written);
    await Promise.resolve();
    expect(late.of('s1')).toEqual({ state: 'ready', questions: written });
    late.forget('s1');
    expect(late.of('s1')).toEqual({ state: 'none' });
  });

  it('has nothing to wait for after a failed write, for an unknown session, or after an hour', async () => {
    let now = 0;
    const late = new LatePostingQuestions(() => new Date(now));
    late.expect('failed', Promise.resolve(null));
    late.expect('rejected', Promise.reject(new Error('model down')));
    late.expect('old', Promise.resolve(written));
    await new Promise((resolve) => setImmediate(resolve));
    expect(late.of('failed')).toEqual({ state: 'none' });
    expect(late.of('rejected')).toEqual({ state: 'none' });
    expect(late.of('unknown')).toEqual({ state: 'none' });
    now = WRITTEN_QUESTIONS_KEPT_MS + 1;
    expect(late.of('old')).toEqual({ state: 'none' });
  });
});
