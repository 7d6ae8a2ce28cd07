import { describe, expect, it } from 'vitest';
import { returnToPath } from './return-to.ts';

describe('returnToPath', () => {
  it('returns the remembered in-app location', () => {
    expect(returnToPath({ from: { pathname: '/analyses', search: '?page=2', hash: '' } })).toBe('/analyses?page=2');
  });
  it('defaults to /dashboard, and never leaves the app or loops to the auth pages', () => {
    expect(returnToPath(null)).toBe('/dashboard');
    expect(returnToPath({})).toBe('/dashboard');
    expect(returnToPath({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard');
    expect(returnToPath({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard');
    expect(returnToPath({ from: { pathname: '/login' } })).toBe('/dashboard');
  });
});
