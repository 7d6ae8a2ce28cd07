import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes .br and .gz copies that decompress to each text file, and leaves small and binary files alone', async () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = Buffer.from('export const greeting = "hello";\n'.repeat(200));
    writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));

    const written = await precompressDirectory(dist);

    expect(written.map((entry) => entry.file)).toEqual([join(dist, 'assets', 'index-abc.js')]);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-abc.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-abc.js.gz')))).toEqual(script);
    expect(written[0]?.br).toBeLessThan(script.length / 10);
    for (const skipped of ['robots.txt.br', 'robots.txt.gz', 'assets/logo.png.br', 'assets/logo.png.gz']) {
      expect(existsSync(join(dist, skipped))).toBe(false);
    }
  });

  it('writes no copy that would be larger than the file', async () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    // Random bytes do not compress: both copies would grow.
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) % 251));
    writeFileSync(join(dist, 'noise.json'), noise);
    const [entry] = await precompressDirectory(dist);
    expect(existsSync(join(dist, 'noise.json.br'))).toBe(entry?.br !== null);
    expect(existsSync(join(dist, 'noise.json.gz'))).toBe(entry?.gz !== null);
    for (const size of [entry?.br, entry?.gz]) if (typeof size === 'number') expect(size).toBeLessThan(noise.length);
  });
});
