/**
 * The overall score is the first present of overall_score, results.combined.overall_interview_score,
 * results.final.overall_score, overall_interview_score; null when the summary holds none.
 */
export function overallScoreOf(summaryJson: string | null): number | null {
  if (!summaryJson) return null;
  let summary: unknown;
  try {
    summary = JSON.parse(summaryJson);
  } catch {
    return null;
  }
  const candidates = [
    at(summary, ['overall_score']),
    at(summary, ['results', 'combined', 'overall_interview_score']),
    at(summary, ['results', 'final', 'overall_score']),
    at(summary, ['overall_interview_score']),
  ];
  const found = candidates.find((value): value is number => typeof value === 'number' && Number.isFinite(value));
  return found ?? null;
}

function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
