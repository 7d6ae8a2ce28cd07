import { describe, expect, it } from 'vitest';
import { PAGE_PARSED_MARK, pageHtml, WHOLE_PAGE_FIRST } from './prerender-pages.ts';

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
