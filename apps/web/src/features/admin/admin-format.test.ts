import { describe, expect, it } from 'vitest';
import { describeAuditEntry, workerStatus } from './admin-format.ts';

describe('describeAuditEntry', () => {
  it('names the action, the target and before → after', () => {
    const entry = {
      id: '1',
      actor_id: 'a',
      actor_email: 'boss@example.com',
      action: 'user.status' as const,
      target_type: 'user' as const,
      target_id: 'u',
      target_label: 'ann@example.com',
      before: { status: 'active' },
      after: { status: 'inactive' },
      ip: '127.0.0.1',
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(describeAuditEntry(entry)).toBe('Changed status: ann@example.com (status active → status inactive)');
    expect(describeAuditEntry({ ...entry, action: 'analysis.delete', before: null, after: null })).toBe('Deleted analysis: ann@example.com');
  });

  it('names the changes made through the auth admin routes', () => {
    const entry = {
      id: '2',
      actor_id: 'a',
      actor_email: 'boss@example.com',
      action: 'user.ban' as const,
      target_type: 'user' as const,
      target_id: 'u',
      target_label: 'ann@example.com',
      before: { banned: false, sessions: 2 },
      after: { banned: true, sessions: 0 },
      ip: '127.0.0.1',
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(describeAuditEntry(entry)).toBe('Banned user: ann@example.com (banned false, sessions 2 → banned true, sessions 0)');
    expect(describeAuditEntry({ ...entry, action: 'user.sessions_revoke', before: { sessions: 2 }, after: { sessions: 0 } })).toBe('Ended all sessions: ann@example.com (sessions 2 → sessions 0)');
  });
});

describe('workerStatus', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('is running only with a recent heartbeat; never a fixed Online', () => {
    expect(workerStatus(null, now).running).toBe(false);
    expect(workerStatus('2026-01-01T11:59:30Z', now).running).toBe(true);
    expect(workerStatus('2026-01-01T11:00:00Z', now).running).toBe(false);
  });
});
