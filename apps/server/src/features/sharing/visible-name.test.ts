import { describe, expect, it } from 'vitest';
import { initialsOf, visibleName } from './visible-name.ts';

describe('visibleName', () => {
  const hidden = JSON.stringify({ privacy: { profileVisible: false, analysisPublic: false } });
  it('shows the full name unless the profile is hidden', () => {
    expect(visibleName('Ada Lovelace', null)).toBe('Ada Lovelace');
    expect(visibleName('Ada Lovelace', JSON.stringify({ privacy: { profileVisible: true } }))).toBe('Ada Lovelace');
    expect(visibleName('Ada Lovelace', 'not json')).toBe('Ada Lovelace');
    expect(visibleName('Ada Lovelace', hidden)).toBe('A. L.');
  });
  it('makes initials of any name', () => {
    expect(initialsOf('  émile   zola ')).toBe('É. Z.');
    expect(initialsOf('')).toBe('?');
  });
});
