import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { AnalysisStatus } from '@rehearse/contract/analysis-api';

/**
 * When to stop polling the analysis status (docs/decisions/002-polling.md): the product gives 30 attempts
 * at 2 s, but a real analysis can take minutes. The budget therefore counts only polls in which the
 * server reported no advance (same stage, same percent) — or failed to answer; any advance resets it.
 */
export interface PollState {
  attemptsWithoutProgress: number;
  lastProgress: number;
  lastStage: AnalysisStage | null;
}

export const INITIAL_POLL_STATE: PollState = { attemptsWithoutProgress: 0, lastProgress: -1, lastStage: null };

export type PollObservation =
  | { kind: 'status'; status: AnalysisStatus; stage: AnalysisStage; progress: number; error: string | null }
  | { kind: 'request-failed' };

export type PollDecision =
  | { kind: 'completed' }
  | { kind: 'failed'; error: string | null }
  | { kind: 'timed-out' }
  | { kind: 'continue'; state: PollState };

export function decideNextPoll(state: PollState, observation: PollObservation, maxAttemptsWithoutProgress: number): PollDecision {
  if (observation.kind === 'status') {
    if (observation.status === 'completed') return { kind: 'completed' };
    if (observation.status === 'failed') return { kind: 'failed', error: observation.error };
  }
  const advanced =
    observation.kind === 'status' && (observation.progress > state.lastProgress || observation.stage !== state.lastStage);
  const next: PollState =
    observation.kind === 'status' && advanced
      ? { attemptsWithoutProgress: 0, lastProgress: Math.max(state.lastProgress, observation.progress), lastStage: observation.stage }
      : { ...state, attemptsWithoutProgress: state.attemptsWithoutProgress + 1 };
  if (next.attemptsWithoutProgress >= maxAttemptsWithoutProgress) return { kind: 'timed-out' };
  return { kind: 'continue', state: next };
}
