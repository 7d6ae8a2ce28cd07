/**
 * FOR TESTS ONLY (a Vitest setup file of the web project). better-auth's client keeps the `fetch` it finds when the
 * module loads, before any test can stub it. This stand-in, installed first, looks the global `fetch` up on each
 * call, so the auth screens reach the fake API a test installs with `vi.stubGlobal('fetch', …)`.
 * Installed once per worker: the web project does not isolate test files, so this file runs again for each of them.
 */
const installed = Symbol.for('rehearse.lateBoundFetch');
const holder = globalThis as typeof globalThis & { [installed]?: true };
if (!holder[installed]) {
  const original = globalThis.fetch;
  const lateBound: typeof fetch = (input, init) => {
    const current = globalThis.fetch;
    return current === lateBound ? original(input, init) : current(input, init);
  };
  globalThis.fetch = lateBound;
  holder[installed] = true;
}
