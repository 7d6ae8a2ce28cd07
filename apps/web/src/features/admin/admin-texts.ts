import type { AdminAction } from '@rehearse/contract/admin-audit';

/** Labels the Dashboard's recent activity shows. */
export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  'user.role': 'Changed role',
  'user.status': 'Changed status',
  'user.credits': 'Granted credits',
  'user.ban': 'Banned user',
  'user.unban': 'Lifted ban',
  'user.sessions_revoke': 'Ended all sessions',
  'session.revoke': 'Ended a session',
  'analysis.delete': 'Deleted analysis',
  'analysis.rerun': 'Re-ran analysis',
  'settings.update': 'Changed settings',
};
export const ADMIN_SETTINGS_SAVED = 'Settings saved';

/** Under the Dashboard's average score when some overalls lack a part (decision 050): they are not in it. */
export function averageLeftOut(incomplete: number): string {
  return `Complete overalls only; ${incomplete} delivery-only or partial ${incomplete === 1 ? 'overall is' : 'overalls are'} left out.`;
}
