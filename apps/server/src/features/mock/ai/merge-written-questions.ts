import type { MockQuestion } from '@rehearse/contract/mock-interview';

/**
 * The drawn questions with `written` in the place of as many of them, taken from the end: those that
 * target no posting line first, so the built-in coverage of the posting is kept as long as it can be.
 */
export function mergeWrittenQuestions(drawn: readonly MockQuestion[], written: readonly MockQuestion[]): MockQuestion[] {
  const order = drawn.map((q, i) => ({ q, i }));
  const dropped = new Set(
    [...order.filter(({ q }) => q.targets === null).reverse(), ...order.filter(({ q }) => q.targets !== null).reverse()]
      .slice(0, Math.min(written.length, drawn.length))
      .map(({ i }) => i),
  );
  const kept = drawn.filter((_, i) => !dropped.has(i));
  return [...kept, ...written.slice(0, dropped.size)];
}
