import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadPaths, formatFirstLoad, measureFirstLoad, totalBytes } from './landing-weight.mjs';

// The shape Vite writes: entry script, modulepreloads and the stylesheet in <head>, plus things that are not fetched
// as code (an inline icon, an inline script) or not from this origin.
const VITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" />
    <script>window.theme = 'light'</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel='modulepreload' href='/assets/react-def.js'>
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
    <link rel="stylesheet" href="https://fonts.example.com/inter.css">
    <link rel="preconnect" href="/api">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('firstLoadPaths', () => {
  it('names the scripts, modulepreloads and stylesheets of this origin once each, in document order', () => {
    expect(firstLoadPaths(VITE_INDEX)).toEqual([
      { path: '/assets/index-abc.js', kind: 'script' },
      { path: '/assets/react-def.js', kind: 'modulepreload' },
      { path: '/assets/index-ghi.css', kind: 'stylesheet' },
    ]);
  });
});

describe('measureFirstLoad', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('sizes each named file on disk and gzipped, and totals them', () => {
    dist = mkdtempSync(join(tmpdir(), 'landing-weight-'));
    mkdirSync(join(dist, 'assets'));
    const contents = { 'index-abc.js': 'console.log("entry");'.repeat(200), 'react-def.js': 'export const r = 1;', 'index-ghi.css': 'body{margin:0}' };
    for (const [name, text] of Object.entries(contents)) writeFileSync(join(dist, 'assets', name), text);
    writeFileSync(join(dist, 'index.html'), VITE_INDEX);

    const files = measureFirstLoad(dist);
    expect(files.map((file) => [file.path, file.bytes, file.gzipBytes])).toEqual(
      Object.entries(contents).map(([name, text]) => [`/assets/${name}`, Buffer.byteLength(text), gzipSync(text).length]),
    );
    expect(totalBytes(files, 'bytes')).toBe(Object.values(contents).reduce((sum, text) => sum + text.length, 0));
    const report = formatFirstLoad(files).split('\n');
    expect(report).toHaveLength(4);
    expect(report[3]).toMatch(/^total\s+\d+\.\d KB\s+\d+\.\d KB gzip$/);
  });
});
