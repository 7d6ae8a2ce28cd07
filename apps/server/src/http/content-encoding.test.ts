import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './content-encoding.ts';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it("prefers brotli when a browser accepts both, in whatever order it lists them", () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('br, gzip', both)).toBe('br');
  });

  it('falls back to gzip when brotli is not accepted or not available', () => {
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('follows q-values, and q=0 refuses', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('*;q=0.8, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
  });

  it('sends plain bytes without a header, for identity, or when nothing compressed is available', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('gzip, br', [])).toBeNull();
  });
});
