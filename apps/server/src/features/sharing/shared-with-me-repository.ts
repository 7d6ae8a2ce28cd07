import { type SharedMockInterviews, withMockReportIds } from './shared-mock-interviews.ts';
import type { SharingDb } from './sharing-user-table.ts';

/** An accepted share naming a viewer, with the analysis of the mock interview it names (scope mock_interview). */
export interface AcceptedShareRow {
  id: string;
  owner_id: string;
  scope: string;
  target_id: string | null;
  mock_analysis_id: string | null;
  include_recording: number;
  accepted_at: string;
}

/** SQL of "Shared with me" on sharing's own tables: the accepted shares naming a viewer and the owners' visible names. */
export class SharedWithMeRepository {
  constructor(
    private readonly db: SharingDb,
    private readonly mockInterviews: SharedMockInterviews,
  ) {}

  /** Accepted shares naming the viewer: live ones (unrevoked) or, with `revoked`, withdrawn ones. */
  async acceptedShares(viewerId: string, revoked = false): Promise<AcceptedShareRow[]> {
    const rows = await this.db
      .selectFrom('shares as sh')
      .select(['sh.id', 'sh.owner_id', 'sh.scope', 'sh.target_id', 'sh.include_recording', 'sh.accepted_at'])
      .where('sh.viewer_id', '=', viewerId)
      .where('sh.accepted_at', 'is not', null)
      .where('sh.revoked_at', revoked ? 'is not' : 'is', null)
      .execute();
    return (await withMockReportIds(rows, this.mockInterviews)).map((row) => ({ ...row, accepted_at: row.accepted_at ?? '' }));
  }

  /** The name and settings (for the privacy of the name) of each owner. */
  async owners(ownerIds: readonly string[]): Promise<Map<string, { name: string; settings: string | null }>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('user').select(['id', 'name', 'settings']).where('id', 'in', [...ownerIds]).execute();
    return new Map(rows.map((row) => [row.id, { name: row.name, settings: row.settings }]));
  }
}
