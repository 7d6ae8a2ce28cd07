import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://rehearse.example/assets/upload-page-abc.js',
    'error loading dynamically imported module: https://rehearse.example/assets/upload-page-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/upload-page-abc.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the generic error page', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'score')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
