/**
 * What sharing asks of the mock feature about a shared mock interview (answered by the mock feature, wired by the
 * composition root): whether the owner has it, and where its report is.
 */
export interface SharedMockInterviews {
  /** The id of the owner's mock interview named by its own id or by its report's analysis id (what the report page knows). */
  sessionIdOf(ownerId: string, idOrReportId: string): Promise<string | null>;
  /** Each named interview's owner and the analysis holding its report (null until it is finished). */
  ownersAndReports(sessionIds: readonly string[]): Promise<Map<string, { ownerId: string; reportAnalysisId: string | null }>>;
}

/**
 * Each share row with the analysis holding its mock interview's report (`mock_analysis_id`): null for other scopes,
 * and for an interview that is not the share owner's.
 */
export async function withMockReportIds<Row extends { owner_id: string; scope: string; target_id: string | null }>(
  rows: readonly Row[],
  interviews: Pick<SharedMockInterviews, 'ownersAndReports'>,
): Promise<(Row & { mock_analysis_id: string | null })[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.scope === 'mock_interview' && row.target_id !== null ? [row.target_id] : [])))];
  const reports = await interviews.ownersAndReports(ids);
  return rows.map((row) => {
    const report = row.scope === 'mock_interview' && row.target_id !== null ? reports.get(row.target_id) : undefined;
    return { ...row, mock_analysis_id: report && report.ownerId === row.owner_id ? report.reportAnalysisId : null };
  });
}
