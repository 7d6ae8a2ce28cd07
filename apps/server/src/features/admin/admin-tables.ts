/** One row per setting an admin changed; absent keys fall back to the environment's value. */
export interface AdminSettingsTable {
  key: string;
  /** JSON text of the value. */
  value: string;
  updated_at: string;
}

/** Every admin action: who, what, target, before → after, when, from which address. */
export interface AdminAuditLogTable {
  /** Time-ordered (see audit-id.ts), so newest first is `id desc` even within one millisecond. */
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  /** JSON text, or null. */
  before: string | null;
  after: string | null;
  ip: string;
  created_at: string;
}

/** The last beat of each worker process, for the Dashboard's system status. */
export interface WorkerHeartbeatsTable {
  worker_id: string;
  beat_at: string;
}

export interface AdminTables {
  admin_settings: AdminSettingsTable;
  admin_audit_log: AdminAuditLogTable;
  worker_heartbeats: WorkerHeartbeatsTable;
}
