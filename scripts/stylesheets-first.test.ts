import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheets-first.ts';

describe('stylesheetsFirst', () => {
  it('moves the stylesheet in front of the entry script and its modulepreloads', () => {
    const built = [
      '<head>',
      '    <title>Rehearse</title>',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
      '  </head>',
    ].join('\n');
    expect(stylesheetsFirst(built)).toBe(
      [
        '<head>',
        '    <title>Rehearse</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react-b.js">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('leaves a page without scripts or without stylesheets as it is', () => {
    const noScript = '<head><link rel="stylesheet" href="/a.css"></head>';
    const noSheet = '<head><script type="module" src="/a.js"></script></head>';
    expect(stylesheetsFirst(noScript)).toBe(noScript);
    expect(stylesheetsFirst(noSheet)).toBe(noSheet);
  });
});
