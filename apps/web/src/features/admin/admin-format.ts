import { type AdminAuditEntry } from '@rehearse/contract/admin-audit';
import { WORKER_STALE_AFTER_MS } from '@rehearse/contract/admin-stats';
import { ADMIN_ACTION_LABELS } from './admin-texts.ts';

/** `{retention_days: 30}` → `retention_days 30`; several keys joined with commas. */
function describeValues(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
}

/** One line of recent activity: 'Changed status: ann@example.com (status active → status inactive)'. */
export function describeAuditEntry(entry: AdminAuditEntry): string {
  const change = entry.after || entry.before ? ` (${describeValues(entry.before)} → ${describeValues(entry.after)})` : '';
  return `${ADMIN_ACTION_LABELS[entry.action]}: ${entry.target_label}${change}`;
}

/** The worker's state from its last beat: running, or how long it has been silent. */
export function workerStatus(lastBeat: string | null, now: Date): { running: boolean; text: string } {
  if (!lastBeat) return { running: false, text: 'No worker has run yet' };
  const age = now.getTime() - new Date(lastBeat).getTime();
  const when = new Date(lastBeat).toLocaleString();
  return age <= WORKER_STALE_AFTER_MS ? { running: true, text: `Running (last heartbeat ${when})` } : { running: false, text: `Not running (last heartbeat ${when})` };
}
