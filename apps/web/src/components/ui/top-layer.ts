/**
 * Marks an open `popover="manual"` element that must stay above modal dialogs (the toasts). A modal dialog enters the
 * browser's top layer above everything shown before it, whatever its z-index; showing such an element again after
 * the dialog puts it back on top.
 */
export const ABOVE_DIALOGS_ATTRIBUTE = 'data-above-dialogs';

export function raiseAboveDialogs(root: Document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ABOVE_DIALOGS_ATTRIBUTE}]`)) {
    if (typeof element.showPopover !== 'function' || !element.matches(':popover-open')) continue;
    element.hidePopover();
    element.showPopover();
  }
}

/** Shows a `popover="manual"` element in the top layer where the browser has one (not in jsdom). */
export function showInTopLayer(element: HTMLElement): void {
  if (typeof element.showPopover === 'function' && !element.matches(':popover-open')) element.showPopover();
}
