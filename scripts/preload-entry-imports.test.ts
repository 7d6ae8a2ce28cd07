import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryImportFiles, withModulePreloads } from './preload-entry-imports.ts';

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = []): Rollup.OutputChunk {
  return { type: 'chunk', fileName, imports, dynamicImports } as unknown as Rollup.OutputChunk;
}

describe('entryImportFiles', () => {
  it('names the parts the entry imports dynamically and what they import, not the entry own files nor the screens', () => {
    const entry = chunk('assets/index.js', ['assets/helper.js'], ['assets/react-dom.js', 'assets/shell.js']);
    const bundle = Object.fromEntries(
      [
        entry,
        chunk('assets/helper.js'),
        chunk('assets/react-dom.js', ['assets/runtime.js']),
        chunk('assets/shell.js', ['assets/react-dom.js', 'assets/runtime.js', 'assets/helper.js'], ['assets/login-page.js']),
        chunk('assets/runtime.js'),
        chunk('assets/login-page.js', ['assets/shell.js']),
      ].map((item) => [item.fileName, item]),
    ) as Rollup.OutputBundle;
    expect(entryImportFiles(bundle, entry)).toEqual(['assets/react-dom.js', 'assets/runtime.js', 'assets/shell.js']);
  });
});

describe('withModulePreloads', () => {
  const html = [
    '  <head>',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/helper.js">',
    '  </head>',
  ].join('\n');

  it('adds a modulepreload link per file right after the entry script, once', () => {
    expect(withModulePreloads(html, 'assets/index.js', ['assets/react-dom.js', 'assets/helper.js'])).toBe(
      [
        '  <head>',
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react-dom.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/helper.js">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('refuses a page without the entry script', () => {
    expect(() => withModulePreloads(html, 'assets/other.js', [])).toThrow(/no script/);
  });
});
