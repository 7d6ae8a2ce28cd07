import { describe, expect, it } from 'vitest';
import { focusableElements, nextFocusTarget } from './focus-trap.ts';

describe('focus trap', () => {
  document.body.innerHTML = '<div id="r"><button id="a">a</button><input id="b"><button id="c" disabled>c</button><a id="d" href="#">d</a></div><button id="out">o</button>';
  const root = document.getElementById('r') as HTMLElement;
  const els = focusableElements(root);

  it('lists enabled focusable elements in order', () => {
    expect(els.map((e) => e.id)).toEqual(['a', 'b', 'd']);
  });
  it('wraps at both ends and pulls focus in from outside', () => {
    expect(nextFocusTarget(els, document.getElementById('d'), false)?.id).toBe('a');
    expect(nextFocusTarget(els, document.getElementById('a'), true)?.id).toBe('d');
    expect(nextFocusTarget(els, document.getElementById('a'), false)).toBeNull();
    expect(nextFocusTarget(els, document.getElementById('out'), false)?.id).toBe('a');
    expect(nextFocusTarget([], null, false)).toBeNull();
  });
});
