/**
 * FOR TESTS ONLY (a Vitest setup file of the web projects). jsdom's <dialog> has the `open` attribute but no
 * showModal() or close(): these open it (without the top layer, inertness or focus move, which jsdom cannot show)
 * and close it with its 'close' event, as a browser does. Esc is a 'cancel' event in a browser; tests dispatch it.
 */
const dialog = globalThis.HTMLDialogElement?.prototype;
if (dialog && typeof dialog.showModal !== 'function') {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
