import { describe, expect, it } from 'vitest';
import { LanguageModelError } from './language-model.ts';
import { createModelPriorityGate, type ModelPriority } from './model-priority-gate.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the local model’s priority gate', () => {
  it('runs one request at a time, and the most urgent waiting kind next: interviewer, coach, rebuilt answers, analyses', async () => {
    const gate = createModelPriorityGate();
    const order: string[] = [];
    const first = deferred();
    const running = gate.run('analysis', async () => {
      order.push('analysis 1');
      await first.promise;
    });
    const asked: [ModelPriority, string][] = [
      ['analysis', 'analysis 2'],
      ['answer-review', 'review 1'],
      ['coach', 'coach 1'],
      ['answer-review', 'review 2'],
      ['interviewer', 'interviewer 1'],
    ];
    const rest = asked.map(([priority, label]) => gate.run(priority, async () => void order.push(label)));
    expect(gate.waiting()).toBe(5);
    expect(order).toEqual(['analysis 1']);
    first.resolve();
    await Promise.all([running, ...rest]);
    expect(order).toEqual(['analysis 1', 'interviewer 1', 'coach 1', 'review 1', 'review 2', 'analysis 2']);
    expect(gate.waiting()).toBe(0);
  });

  it('takes a request whose signal aborts out of the line, and a failed request does not stop the next', async () => {
    const gate = createModelPriorityGate();
    const first = deferred();
    const running = gate.run('coach', async () => {
      await first.promise;
      throw new Error('model crashed');
    });
    const stop = new AbortController();
    const stopped = gate.run('interviewer', async () => 'never', stop.signal);
    const next = gate.run('analysis', async () => 'ran');
    stop.abort(new Error('the user left'));
    await expect(stopped).rejects.toThrow(LanguageModelError);
    await expect(stopped).rejects.toThrow('the user left');
    expect(gate.waiting()).toBe(1);
    first.resolve();
    await expect(running).rejects.toThrow('model crashed');
    await expect(next).resolves.toBe('ran');
    await expect(gate.run('coach', async () => 'x', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
