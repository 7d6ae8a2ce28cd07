import type { MockSessionResponse } from '@rehearse/contract/mock-interview';

type MockSessionData = MockSessionResponse['data'];

/**
 * The completion screen follows the answers' analyses and the report by polling the session. Like the
 * upload screen (docs/decisions/002-polling.md), its budget counts only polls that showed no advance —
 * no answer's analysis and not the report moved — or failed; any advance resets it.
 */
export interface FollowedSession {
  data: MockSessionData;
  pollsWithoutProgress: number;
}

/** Everything whose change counts as progress: each answer's analysis status and percent, and the report's. */
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

/** After a poll answered: the budget resets when anything moved. */
export function followed(previous: FollowedSession | undefined, data: MockSessionData): FollowedSession {
  const moved = !previous || progressMarkOf(previous.data) !== progressMarkOf(data);
  return { data, pollsWithoutProgress: moved ? 0 : previous.pollsWithoutProgress + 1 };
}

/** After a poll failed: the last answer stays on screen and the poll counts against the budget. */
export function followFailed(previous: FollowedSession): FollowedSession {
  return { ...previous, pollsWithoutProgress: previous.pollsWithoutProgress + 1 };
}

/** Polling gives up once this many polls in a row showed nothing new. */
export function followingStalled(session: FollowedSession | undefined, maxPollsWithoutProgress: number): boolean {
  return (session?.pollsWithoutProgress ?? 0) >= maxPollsWithoutProgress;
}
