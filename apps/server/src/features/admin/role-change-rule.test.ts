import { ADMIN_MESSAGES } from '@rehearse/contract/admin-api';
import { describe, expect, it } from 'vitest';
import { roleChangeProblem } from './role-change-rule.ts';

const user = { id: 'u1', role: 'user', is_superuser: false };

describe('roleChangeProblem', () => {
  it('allows user ↔ admin on an ordinary account of someone else', () => {
    expect(roleChangeProblem({ actorId: 'a1', target: user, role: 'admin' })).toBeNull();
    expect(roleChangeProblem({ actorId: 'a1', target: { ...user, role: 'admin' }, role: 'user' })).toBeNull();
  });

  it.each([['staff'], ['owner'], [['admin', 'user']], [''], [null]])('refuses the role %j', (role) => {
    expect(roleChangeProblem({ actorId: 'a1', target: user, role })).toBe(ADMIN_MESSAGES.roleUserOrAdmin);
  });

  it('leaves staff accounts, read-only or superuser, to admin:create', () => {
    expect(roleChangeProblem({ actorId: 'a1', target: { ...user, role: 'staff' }, role: 'admin' })).toBe(ADMIN_MESSAGES.staffRoleFromCreate);
    expect(roleChangeProblem({ actorId: 'a1', target: { ...user, role: 'admin', is_superuser: true }, role: 'user' })).toBe(ADMIN_MESSAGES.staffRoleFromCreate);
  });

  it('refuses a change of one\'s own role', () => {
    expect(roleChangeProblem({ actorId: 'u1', target: { ...user, role: 'admin' }, role: 'user' })).toBe(ADMIN_MESSAGES.notOwnAccount);
  });
});
