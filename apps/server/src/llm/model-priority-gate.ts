import { LanguageModelError } from './language-model.ts';

/**
 * Who asks the local model, most urgent first: the live interviewer (a candidate is waiting on the next question),
 * the coach (a user is reading the answer as it is written), rebuilt answers and rubrics (queued jobs; they wait),
 * then analyses' summaries.
 */
export const MODEL_PRIORITIES = ['interviewer', 'coach', 'answer-review', 'analysis'] as const;
export type ModelPriority = (typeof MODEL_PRIORITIES)[number];

/**
 * Lets one request at a time through to the local model; when it is free, the waiting request of the most urgent
 * kind goes next (first come, first served within a kind). A request's signal that aborts while it waits takes it
 * out of the line.
 */
export interface ModelPriorityGate {
  run<T>(priority: ModelPriority, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Requests waiting for their turn (the running one not counted). */
  waiting(): number;
}

interface Waiter {
  rank: number;
  start: () => void;
}

export function createModelPriorityGate(): ModelPriorityGate {
  const line: Waiter[] = [];
  let busy = false;

  function next(): void {
    if (busy) return;
    let best = -1;
    for (const [index, waiter] of line.entries()) if (best === -1 || waiter.rank < line[best]!.rank) best = index;
    if (best === -1) return;
    const [waiter] = line.splice(best, 1);
    busy = true;
    waiter!.start();
  }

  return {
    waiting: () => line.length,
    run: <T>(priority: ModelPriority, task: () => Promise<T>, signal?: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(new LanguageModelError(`The request was stopped before its turn (${reasonOf(signal.reason)})`));
          return;
        }
        const onAbort = () => {
          const index = line.indexOf(waiter);
          if (index === -1) return;
          line.splice(index, 1);
          reject(new LanguageModelError(`The request was stopped before its turn (${reasonOf(signal?.reason)})`));
        };
        const waiter: Waiter = {
          rank: MODEL_PRIORITIES.indexOf(priority),
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            task()
              .then(resolve, reject)
              .finally(() => {
                busy = false;
                next();
              });
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(waiter);
        next();
      }),
  };
}

function reasonOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
