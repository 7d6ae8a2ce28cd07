/**
 * What browsers and Vite's preload helper say when a code-split file cannot be fetched: the network dropped, or a
 * deploy replaced the hashed file names this page was built with (then only a reload helps).
 */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
