import type { MockAnswers } from '@rehearse/contract/mock-interview';
import { formatDuration, NOT_MEASURED } from '@rehearse/contract/number-format';

/** How many answers were recorded and how many typed (skipped ones are neither). */
export function answerKinds(answers: MockAnswers): { recorded: number; typed: number } {
  const given = Object.values(answers).filter((a) => !a.skipped);
  const typed = given.filter((a) => a.typed).length;
  return { recorded: given.length - typed, typed };
}

/**
 * A duration of the completion summary as shown: only recorded answers take time, so with none it is not measured
 * and says why in words, never '0 s'; beside typed answers it says whose time it is.
 */
export function durationFigure(seconds: number, kinds: { recorded: number; typed: number }): { value: string; note: string | null } {
  if (kinds.recorded === 0) return { value: NOT_MEASURED, note: kinds.typed > 0 ? 'Typed answers have no duration.' : 'No answer was recorded.' };
  return { value: formatDuration(seconds), note: kinds.typed > 0 ? 'Recorded answers only; typed ones have no duration.' : null };
}
