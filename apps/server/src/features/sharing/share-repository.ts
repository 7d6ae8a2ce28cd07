import { type SharedMockInterviews, withMockReportIds } from './shared-mock-interviews.ts';
import type { SharesTable } from './sharing-tables.ts';
import type { SharingDb } from './sharing-user-table.ts';

/** A share with its viewer's name and, for a mock interview, the analysis holding its report. */
export type ShareRow = SharesTable & { viewer_name: string | null; viewer_settings: string | null; mock_analysis_id: string | null };

/** SQL of the owner's side: invitations and shares, and what may be shared. */
export class ShareRepository {
  constructor(
    private readonly db: SharingDb,
    private readonly mockInterviews: SharedMockInterviews,
  ) {}

  async insert(row: SharesTable): Promise<void> {
    await this.db.insertInto('shares').values(row).execute();
  }

  private withViewer() {
    return this.db
      .selectFrom('shares as sh')
      .leftJoin('user as v', 'v.id', 'sh.viewer_id')
      .selectAll('sh')
      .select(['v.name as viewer_name', 'v.settings as viewer_settings']);
  }

  /** The owner's shares, newest first (at most `limit`). */
  async ofOwner(ownerId: string, limit: number): Promise<ShareRow[]> {
    const rows = await this.withViewer().where('sh.owner_id', '=', ownerId).orderBy('sh.created_at', 'desc').orderBy('sh.id', 'desc').limit(limit).execute();
    return withMockReportIds(rows, this.mockInterviews);
  }

  async findOwned(ownerId: string, id: string): Promise<ShareRow | undefined> {
    const row = await this.withViewer().where('sh.owner_id', '=', ownerId).where('sh.id', '=', id).executeTakeFirst();
    return row && (await withMockReportIds([row], this.mockInterviews))[0];
  }

  /** Shares not revoked and either accepted or still acceptable. */
  async countOpen(ownerId: string, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('accepted_at', 'is not', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Revokes at once: the viewer's next request is refused, and the invitation link stops working. False when not the owner's or already revoked. */
  async revoke(ownerId: string, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('shares')
      .set({ revoked_at: at, token_hash: null })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async findByTokenHash(hash: string): Promise<SharesTable | undefined> {
    return this.db.selectFrom('shares').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  }

  /** Single use: only the request that still finds the token wins. */
  async accept(id: string, hash: string, viewerId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('shares')
      .set({ viewer_id: viewerId, accepted_at: at, token_hash: null })
      .where('id', '=', id)
      .where('token_hash', '=', hash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The id of the owner's mock interview named by its own id or by its report's analysis id (what the report page knows). */
  async ownMockInterviewId(ownerId: string, id: string): Promise<string | undefined> {
    return (await this.mockInterviews.sessionIdOf(ownerId, id)) ?? undefined;
  }

  async person(userId: string): Promise<{ name: string; email: string; settings: string | null } | undefined> {
    return this.db.selectFrom('user').select(['name', 'email', 'settings']).where('id', '=', userId).executeTakeFirst();
  }
}
