const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Where Tab should go to stay inside a trap: wraps from the last element to the first (and back with Shift),
 * or pulls focus in when it is outside. Null means the browser's own move is fine.
 */
export function nextFocusTarget(elements: readonly HTMLElement[], active: Element | null, backwards: boolean): HTMLElement | null {
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return null;
  const index = active ? elements.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === elements.length - 1) return first;
  return null;
}
