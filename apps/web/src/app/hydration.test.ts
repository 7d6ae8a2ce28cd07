import { describe, expect, it } from 'vitest';
import { canHydrate } from './hydration.ts';

const visitor = { prerenderedFor: '/login', url: '/login', routerState: null, wasSignedIn: false, staffSignedIn: false };

describe('canHydrate', () => {
  it('hydrates a page pre-rendered for this URL, for a visitor', () => {
    expect(canHydrate(visitor)).toBe(true);
  });
  it('renders anew where the markup is not for this URL or this visitor', () => {
    expect(canHydrate({ ...visitor, prerenderedFor: undefined })).toBe(false);
    expect(canHydrate({ ...visitor, url: '/login?verified=1' })).toBe(false);
    expect(canHydrate({ ...visitor, routerState: { registeredEmail: 'new@example.com' } })).toBe(false);
    expect(canHydrate({ ...visitor, wasSignedIn: true })).toBe(false);
    expect(canHydrate({ ...visitor, staffSignedIn: true })).toBe(false);
  });
});
