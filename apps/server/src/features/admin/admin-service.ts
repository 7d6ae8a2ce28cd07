import type { AdminAnalysesQuery, AdminAnalysesResponse, AdminUserItem, AdminUsersQuery, AdminUsersResponse } from '@rehearse/contract/admin-api';
import { ADMIN_MESSAGES } from '@rehearse/contract/admin-api';
import { ADMIN_RECENT_ACTIVITY_COUNT, type AdminAuditResponse } from '@rehearse/contract/admin-audit';
import type { AdminPageQuery } from '@rehearse/contract/admin-paging';
import type { AdminSettings, AdminSettingsUpdate } from '@rehearse/contract/admin-settings';
import type { AdminStats } from '@rehearse/contract/admin-stats';
import { HTTPException } from 'hono/http-exception';
import type { Auth } from '../../auth/create-auth.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { adminDb } from './admin-user-table.ts';
import { sessionCacheOf } from '../../http/session-user.ts';
import { countAccounts } from './account-counts-repository.ts';
import { AdminAuditRepository, type NewAuditEntry } from './admin-audit-repository.ts';
import { AdminSettingsRepository } from './admin-settings-repository.ts';
import { AdminUserRepository } from './admin-user-repository.ts';
import { countAnalyses } from './analysis-counts.ts';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import { auditEntryOf, type AdminActor } from './audit-entry.ts';
import { AccountStateRepository } from './account-state-repository.ts';
import { roleChangeProblem } from './role-change-rule.ts';
import { currentAdminSettings } from './current-admin-settings.ts';


/** What the analysis feature offers admins (its AnalysisCommands). */
export interface AnalysisAdminCommands {
  remove(sessionId: string): Promise<{ user_id: string; display_name: string; status: string } | null>;
  rerunFailed(sessionId: string): Promise<'queued' | 'not_found' | 'not_failed' | 'video_gone'>;
}

/** Reason written on better-auth's ban when an admin deactivates an account. */
const DEACTIVATED_REASON = 'Deactivated by an administrator';

/** The admin dashboard's reads and actions; every action writes one audit row. */
export class AdminService {
  private readonly users: AdminUserRepository;
  private readonly audit: AdminAuditRepository;
  private readonly settings: AdminSettingsRepository;
  private readonly accounts: AccountStateRepository;

  constructor(
    private readonly deps: {
      database: Database;
      config: Pick<Config, 'analysis'>;
      auth: Auth;
      analysisCommands: AnalysisAdminCommands;
      /** Every user's analyses and their figures (the analysis feature's read model). */
      analyses: Pick<AnalysisReadModel, 'figures' | 'listForAdmin'>;
      clock?: () => Date;
    },
  ) {
    const db = adminDb(deps.database.db);
    this.users = new AdminUserRepository(db);
    this.audit = new AdminAuditRepository(db);
    this.settings = new AdminSettingsRepository(db);
    this.accounts = new AccountStateRepository(db);
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  async stats(): Promise<AdminStats> {
    const [accounts, analyses, recent] = await Promise.all([
      countAccounts(this.deps.database, this.now()),
      countAnalyses(this.deps.analyses, this.deps.database, this.now()),
      this.audit.list({ limit: ADMIN_RECENT_ACTIVITY_COUNT, offset: 0 }),
    ]);
    return { ...accounts, ...analyses, recent_activity: recent };
  }

  async listUsers(query: AdminUsersQuery): Promise<AdminUsersResponse> {
    const { users, total } = await this.users.list(query.search || undefined, pageOf(query));
    return { status: 'success', users, total, page: query.page, page_size: query.page_size };
  }

  async listAnalyses(query: AdminAnalysesQuery): Promise<AdminAnalysesResponse> {
    const { analyses, total } = await this.deps.analyses.listForAdmin({ search: query.search || undefined, status: query.status }, pageOf(query));
    return { status: 'success', analyses, total, page: query.page, page_size: query.page_size };
  }

  async auditLog(query: AdminPageQuery): Promise<AdminAuditResponse> {
    const [entries, total] = await Promise.all([this.audit.list(pageOf(query)), this.audit.count()]);
    return { status: 'success', entries, total, page: query.page, page_size: query.page_size };
  }

  async currentSettings(): Promise<AdminSettings> {
    return currentAdminSettings(this.deps.database, this.deps.config);
  }

  async setRole(actor: AdminActor, userId: string, role: 'user' | 'admin'): Promise<AdminUserItem> {
    const before = await this.targetUser(actor, userId);
    const account = await this.accounts.find(userId);
    const problem = account && roleChangeProblem({ actorId: actor.id, target: account, role });
    if (problem) throw new HTTPException(400, { message: problem });
    const context = await this.deps.auth.$context;
    await context.internalAdapter.updateUser(userId, { role });
    sessionCacheOf(this.deps.auth).clear();
    return this.afterUserChange(actor, 'user.role', before, { role: before.role }, { role });
  }

  /** Inactive = better-auth's ban: sign-in is refused, and every session of the user ends now. */
  async setStatus(actor: AdminActor, userId: string, status: 'active' | 'inactive'): Promise<AdminUserItem> {
    const before = await this.targetUser(actor, userId);
    const context = await this.deps.auth.$context;
    if (status === 'inactive') {
      await context.internalAdapter.updateUser(userId, { banned: true, banReason: DEACTIVATED_REASON, banExpires: null });
      await context.internalAdapter.deleteUserSessions(userId);
    } else {
      await context.internalAdapter.updateUser(userId, { banned: false, banReason: null, banExpires: null });
    }
    sessionCacheOf(this.deps.auth).clear();
    return this.afterUserChange(actor, 'user.status', before, { status: before.status }, { status });
  }

  async grantCredits(actor: AdminActor, userId: string, amount: number): Promise<AdminUserItem> {
    const before = await this.users.find(userId);
    if (!before) throw new HTTPException(404, { message: ADMIN_MESSAGES.userNotFound });
    const balance = await this.users.addCredits(userId, amount);
    if (balance === null) throw new HTTPException(400, { message: ADMIN_MESSAGES.creditsBelowZero });
    return this.afterUserChange(actor, 'user.credits', before, { analysis_credits: before.analysis_credits }, { analysis_credits: balance, amount });
  }

  async deleteAnalysis(actor: AdminActor, sessionId: string): Promise<void> {
    const removed = await this.deps.analysisCommands.remove(sessionId);
    if (!removed) throw new HTTPException(404, { message: ADMIN_MESSAGES.analysisNotFound });
    await this.record(actor, {
      action: 'analysis.delete',
      target_type: 'analysis',
      target_id: sessionId,
      target_label: removed.display_name,
      before: { status: removed.status, user_id: removed.user_id },
      after: null,
    });
  }

  async rerunAnalysis(actor: AdminActor, sessionId: string): Promise<void> {
    const outcome = await this.deps.analysisCommands.rerunFailed(sessionId);
    if (outcome === 'not_found') throw new HTTPException(404, { message: ADMIN_MESSAGES.analysisNotFound });
    if (outcome === 'not_failed') throw new HTTPException(409, { message: ADMIN_MESSAGES.onlyFailedRerun });
    if (outcome === 'video_gone') throw new HTTPException(409, { message: ADMIN_MESSAGES.videoGone });
    await this.record(actor, {
      action: 'analysis.rerun',
      target_type: 'analysis',
      target_id: sessionId,
      target_label: sessionId,
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
  }

  async updateSettings(actor: AdminActor, update: AdminSettingsUpdate): Promise<AdminSettings> {
    const before = await this.currentSettings();
    const changed = Object.fromEntries(Object.entries(update).filter(([key, value]) => before[key as keyof AdminSettings] !== value));
    if (Object.keys(changed).length === 0) return before;
    await this.settings.save(changed, this.now().toISOString());
    const after = await this.currentSettings();
    const was = Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof AdminSettings]]));
    await this.record(actor, { action: 'settings.update', target_type: 'settings', target_id: 'settings', target_label: 'Settings', before: was, after: changed });
    return after;
  }

  /** The user an action targets; an admin may not change their own role or status (no locking oneself out). */
  private async targetUser(actor: AdminActor, userId: string): Promise<AdminUserItem> {
    const user = await this.users.find(userId);
    if (!user) throw new HTTPException(404, { message: ADMIN_MESSAGES.userNotFound });
    if (user.id === actor.id) throw new HTTPException(400, { message: ADMIN_MESSAGES.notOwnAccount });
    return user;
  }

  private async afterUserChange(
    actor: AdminActor,
    action: 'user.role' | 'user.status' | 'user.credits',
    before: AdminUserItem,
    was: Record<string, unknown>,
    now: Record<string, unknown>,
  ): Promise<AdminUserItem> {
    await this.record(actor, { action, target_type: 'user', target_id: before.id, target_label: before.email, before: was, after: now });
    const user = await this.users.find(before.id);
    if (!user) throw new HTTPException(404, { message: ADMIN_MESSAGES.userNotFound });
    return user;
  }

  private async record(actor: AdminActor, entry: Omit<NewAuditEntry, 'actor_id' | 'actor_email' | 'ip'>): Promise<void> {
    await this.audit.insert(auditEntryOf(actor, entry, this.now()));
  }
}

function pageOf(query: AdminPageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}
