/**
 * FOR TESTS ONLY (a Vitest setup file of the web project). better-auth's client keeps the `fetch` it finds when the
 * module loads, before any test can stub it. This stand-in, installed first, looks the global `fetch` up on each
 * call, so the auth screens reach the fake API a test installs with `vi.stubGlobal('fetch', …)`.
 */
const original = globalThis.fetch;
const lateBound: typeof fetch = (input, init) => {
  const current = globalThis.fetch;
  return current === lateBound ? original(input, init) : current(input, init);
};
globalThis.fetch = lateBound;
