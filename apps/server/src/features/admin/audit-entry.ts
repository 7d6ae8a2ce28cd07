import type { AdminAuditEntry } from '@rehearse/contract/admin-audit';
import type { NewAuditEntry } from './admin-audit-repository.ts';
import { auditId } from './audit-id.ts';

/** Who acts: from the session, and the client address of the request. */
export interface AdminActor {
  id: string;
  email: string;
  ip: string;
}

/** An audit row for what `actor` did at `at`. */
export function auditEntryOf(actor: AdminActor, entry: Omit<NewAuditEntry, 'actor_id' | 'actor_email' | 'ip'>, at: Date): AdminAuditEntry {
  return { ...entry, id: auditId(at.getTime()), actor_id: actor.id, actor_email: actor.email, ip: actor.ip, created_at: at.toISOString() };
}
