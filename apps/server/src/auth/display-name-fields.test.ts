import { FULL_NAME_ONE_LINE, FULL_NAME_REQUIRED } from '@rehearse/contract/user-fields';
import { describe, expect, it } from 'vitest';
import { displayNameFields } from './display-name-fields.ts';

describe('displayNameFields', () => {
  it('tidies both names and mirrors a lone full name into name', () => {
    expect(displayNameFields({ full_name: ' Ada   Lovelace ', bio: 'x' }, false)).toEqual({ body: { full_name: 'Ada Lovelace', name: 'Ada Lovelace', bio: 'x' } });
    expect(displayNameFields({ name: ' Ada ', full_name: 'Ada  L.' }, true)).toEqual({ body: { name: 'Ada', full_name: 'Ada L.' } });
  });

  it('mirrors a lone name into full_name at sign-up only', () => {
    expect(displayNameFields({ name: 'Ada' }, true)).toEqual({ body: { name: 'Ada', full_name: 'Ada' } });
    expect(displayNameFields({ name: 'Ada' }, false)).toEqual({ body: { name: 'Ada' } });
  });

  it('names the first problem', () => {
    expect(displayNameFields({ name: 'Ada\nL' }, true)).toEqual({ problem: FULL_NAME_ONE_LINE });
    expect(displayNameFields({ name: 'Ada', full_name: '  ' }, false)).toEqual({ problem: FULL_NAME_REQUIRED });
    expect(displayNameFields({ name: 'x'.repeat(201) }, false)).toEqual({ problem: 'Full name must be at most 200 characters' });
  });

  it('leaves bodies without string names alone', () => {
    expect(displayNameFields({ bio: 'x' }, false)).toEqual({ body: { bio: 'x' } });
    expect(displayNameFields({ name: 42 }, true)).toEqual({ body: { name: 42 } });
  });
});
