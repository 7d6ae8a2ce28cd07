import { ADMIN_ACTION_LABELS, type AdminAuditEntry } from '@rehearse/contract/admin-audit';
import { WORKER_STALE_AFTER_MS } from '@rehearse/contract/admin-stats';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB' (binary multiples, as disks are sized). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

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
