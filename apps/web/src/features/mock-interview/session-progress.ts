import type { MockSessionResponse } from '@rehearse/contract/mock-interview';

type MockSessionData = MockSessionResponse['data'];

/**
 * Everything whose change counts as progress of a mock interview (the one stalled rule, decision 061): each answer's
 * analysis status and percent, and the report's.
 */
export function progressMarkOf(data: MockSessionData): string {
  const answers = Object.entries(data.answers)
    .map(([key, a]) => `${key}:${a.analysis?.status ?? '-'}:${a.analysis?.progress ?? 0}`)
    .sort();
  return [...answers, `report:${data.analysis?.status ?? '-'}:${data.analysis?.progress ?? 0}`].join('|');
}

/** The report has an outcome: nothing more to follow. */
export function reportSettled(data: MockSessionData | undefined): boolean {
  const status = data?.analysis?.status;
  return status === 'completed' || status === 'failed';
}
