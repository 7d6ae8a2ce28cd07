import type { AnalysisPick, AnalysisReadModel, PickedAnalysisRow } from '../../shared/analysis-read-model.ts';
import type { AcceptedShareRow, SharedWithMeRepository } from './shared-with-me-repository.ts';

export interface SharedAnalysisRow {
  session_id: string;
  owner_id: string;
  display_name: string;
  summary: string | null;
  created_at: string;
  owner_name: string;
  owner_settings: string | null;
  recording: boolean;
}

/**
 * "Shared with me": a completed analysis is visible to a viewer only through an accepted, unrevoked share of its owner
 * naming that viewer and covering it (the analysis itself, the mock interview it was made from, or all). Nothing
 * else — no role, no profile field — opens anything. Sharing reads its shares; the analysis feature answers which
 * completed analyses they cover (read model).
 */
export class SharedWithMe {
  constructor(
    private readonly shares: SharedWithMeRepository,
    private readonly analyses: Pick<AnalysisReadModel, 'completedAmong' | 'completedOneAmong'>,
  ) {}

  async list(viewerId: string, page: { limit: number; offset: number }): Promise<{ rows: SharedAnalysisRow[]; total: number }> {
    const shares = await this.shares.acceptedShares(viewerId);
    const { rows, total } = await this.analyses.completedAmong(picksOf(shares), page);
    const owners = await this.shares.owners([...new Set(rows.map((row) => row.owner_id))]);
    return { rows: rows.map((row) => asShared(row, shares, owners)), total };
  }

  /** The analysis with its result JSON and the newest share that covers it (comments hang on it), or undefined. */
  async find(viewerId: string, sessionId: string): Promise<(SharedAnalysisRow & { result: string | null; share_id: string }) | undefined> {
    const shares = await this.shares.acceptedShares(viewerId);
    const row = await this.analyses.completedOneAmong(picksOf(shares), sessionId);
    if (!row) return undefined;
    const newest = covering(shares, row).sort((a, b) => b.accepted_at.localeCompare(a.accepted_at) || b.id.localeCompare(a.id))[0];
    if (!newest) return undefined;
    const owners = await this.shares.owners([row.owner_id]);
    return { ...asShared(row, shares, owners), result: row.result, share_id: newest.id };
  }

  /**
   * Whether the viewer could see this completed analysis once and its owner has withdrawn that: a covering share of
   * theirs was revoked. Callers ask only after `find` found no live share.
   */
  async withdrawn(viewerId: string, sessionId: string): Promise<boolean> {
    const revoked = await this.shares.acceptedShares(viewerId, true);
    return (await this.analyses.completedOneAmong(picksOf(revoked), sessionId)) !== undefined;
  }
}

/** The analysis a share covers: all of its owner's, the one it names, or its mock interview's report. */
function pickOf(share: AcceptedShareRow): AnalysisPick | undefined {
  if (share.scope === 'all') return { ownerId: share.owner_id, analysisId: null };
  const analysisId = share.scope === 'analysis' ? share.target_id : share.mock_analysis_id;
  return analysisId === null ? undefined : { ownerId: share.owner_id, analysisId };
}

function picksOf(shares: readonly AcceptedShareRow[]): AnalysisPick[] {
  return shares.map(pickOf).filter((pick) => pick !== undefined);
}

function covering(shares: readonly AcceptedShareRow[], row: PickedAnalysisRow): AcceptedShareRow[] {
  return shares.filter((share) => {
    const pick = pickOf(share);
    return pick !== undefined && pick.ownerId === row.owner_id && (pick.analysisId === null || pick.analysisId === row.session_id);
  });
}

function asShared(row: PickedAnalysisRow, shares: readonly AcceptedShareRow[], owners: Map<string, { name: string; settings: string | null }>): SharedAnalysisRow {
  const owner = owners.get(row.owner_id);
  return {
    session_id: row.session_id,
    owner_id: row.owner_id,
    display_name: row.display_name,
    summary: row.summary,
    created_at: row.created_at,
    owner_name: owner?.name ?? '',
    owner_settings: owner?.settings ?? null,
    // The recording only where a covering share includes it and the file is still stored.
    recording: row.recording_stored && covering(shares, row).some((share) => share.include_recording === 1),
  };
}
