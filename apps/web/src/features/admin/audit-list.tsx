import type { AdminAuditEntry } from '@rehearse/contract/admin-audit';
import { describeAuditEntry } from './admin-format.ts';

/** Audit entries: what changed, who did it, when and from where. */
export function AuditList({ entries }: { entries: readonly AdminAuditEntry[] }) {
  if (entries.length === 0) return <p className="py-6 text-center text-sm text-slate-500">No admin activity yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Admin activity">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3">
          <p className="text-sm font-medium text-slate-900">{describeAuditEntry(entry)}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            {entry.actor_email} · {new Date(entry.created_at).toLocaleString()} · {entry.ip}
          </p>
        </li>
      ))}
    </ul>
  );
}
