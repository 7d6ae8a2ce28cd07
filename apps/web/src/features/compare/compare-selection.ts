import { COMPARE_MAX_ANALYSES } from '@rehearse/contract/analysis-api';
import { toggleSelection } from './compare-view.ts';

/** How many analyses one comparison takes: the server refuses more. */
export const COMPARE_PICK_LIMIT = COMPARE_MAX_ANALYSES;

/** Toggles `id` in the selection, except that a full selection takes no more (unticking always works). */
export function toggleWithinLimit(selected: readonly string[], id: string, limit = COMPARE_PICK_LIMIT): string[] {
  if (!selected.includes(id) && selected.length >= limit) return [...selected];
  return toggleSelection(selected, id);
}
