import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { PAGE_PARSED_MARK, pageHtml, screenFiles, WHOLE_PAGE_FIRST } from './prerender-pages.ts';

const shell = [
  '<html>',
  '  <head>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('pageHtml', () => {
  it('puts the markup in #root, marks the URL it was rendered for and preloads the screen', () => {
    const html = pageHtml(shell, '/login', '<main><h1>Welcome back</h1></main>', ['assets/login-page-b.js']);
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1>Welcome back</h1></main></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-b.js">');
  });

  it('holds the first paint, from the head, until the parser is past the end of #root', () => {
    const html = pageHtml(shell, '/', '<main>…</main>', []);
    expect(WHOLE_PAGE_FIRST).toBe('<link rel="expect" href="#page-parsed" blocking="render">');
    expect(PAGE_PARSED_MARK).toBe('<template id="page-parsed"></template>');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(WHOLE_PAGE_FIRST);
    expect(html).toContain(`<main>…</main></div>${PAGE_PARSED_MARK}`);
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageHtml('<html><body><div id="app"></div></body></html>', '/', '', [])).toThrow(/lacks/);
  });
});

describe('screenFiles', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null) =>
    ({ type: 'chunk', fileName, moduleIds, imports, facadeModuleId }) as unknown as Rollup.OutputChunk;
  const bundle = (...chunks: Rollup.OutputChunk[]) => Object.fromEntries(chunks.map((item) => [item.fileName, item])) as Rollup.OutputBundle;
  const shellHtml = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/shell.js">';

  it('preloads the screen chunk and what it imports, not what the page already loads', () => {
    const files = screenFiles(
      bundle(
        chunk('assets/login-page.js', ['/web/src/login-page.tsx'], ['assets/shell.js', 'assets/form.js'], '/web/src/login-page.tsx'),
        chunk('assets/form.js', ['/web/node_modules/react-hook-form/index.mjs']),
        chunk('assets/shell.js', ['/web/src/app/start-app.tsx']),
      ),
      '/web',
      'src/login-page.tsx',
      shellHtml,
    );
    expect(files).toEqual(['assets/login-page.js', 'assets/form.js']);
  });

  it('finds a screen grouped into a chunk with others, which is no chunk of its own', () => {
    const files = screenFiles(
      bundle(chunk('assets/sign-in.js', ['/web/src/input.tsx', '/web/src/login-page.tsx'], ['assets/shell.js']), chunk('assets/shell.js', [])),
      '/web',
      'src/login-page.tsx',
      shellHtml,
    );
    expect(files).toEqual(['assets/sign-in.js']);
  });
});
