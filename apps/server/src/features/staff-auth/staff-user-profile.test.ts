import { describe, expect, it } from 'vitest';
import { staffUserProfile } from './staff-user-profile.ts';

describe('staffUserProfile', () => {
  it('takes the display username, the first word of the full name and the superuser flag', () => {
    expect(staffUserProfile({ name: 'x', email: 'g@x.io', displayUsername: 'Grace', username: 'grace', full_name: 'Grace Brewster Hopper', is_superuser: 1 })).toEqual({
      username: 'Grace',
      first_name: 'Grace',
      is_superuser: true,
    });
  });
  it('falls back to the username and e-mail', () => {
    expect(staffUserProfile({ name: '', email: 'ops@x.io', is_superuser: 0 })).toEqual({ username: 'ops@x.io', first_name: 'ops@x.io', is_superuser: false });
  });
});
