/** FOR TESTS ONLY. A promise the test settles by hand (Promise.withResolvers needs Node 22). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** FOR TESTS ONLY. What Chromium throws when a code-split file cannot be fetched. */
export const chunkLoadError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/screen-abc123.js');
