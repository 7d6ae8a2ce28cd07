import { describe, expect, it } from 'vitest';
import { adminCapabilityOf, capabilityAllows, staffRoleOf } from './admin-capability.ts';

describe('adminCapabilityOf', () => {
  it('gives the admin role every power, the staff role read-only, anyone else nothing', () => {
    expect(adminCapabilityOf({ role: 'admin' })).toBe('manage');
    expect(adminCapabilityOf({ role: 'user, admin' })).toBe('manage');
    expect(adminCapabilityOf({ role: 'staff' })).toBe('read');
    expect(adminCapabilityOf({ role: 'user' })).toBe('none');
    expect(adminCapabilityOf({ role: 'administrator' })).toBe('none');
    expect(adminCapabilityOf({ role: null })).toBe('none');
    expect(adminCapabilityOf(null)).toBe('none');
  });

  it('orders the capabilities', () => {
    expect(capabilityAllows('manage', 'read')).toBe(true);
    expect(capabilityAllows('read', 'read')).toBe(true);
    expect(capabilityAllows('read', 'manage')).toBe(false);
    expect(capabilityAllows('none', 'read')).toBe(false);
  });

  it('maps the superuser flag of a staff account to its role', () => {
    expect(adminCapabilityOf({ role: staffRoleOf(true) })).toBe('manage');
    expect(adminCapabilityOf({ role: staffRoleOf(false) })).toBe('read');
  });
});
