import type { AnalysisStage } from '@rehearse/contract/analysis-result';

/** How far along each stage is; voice, speech and body language are analysed side by side, so they rank alike. */
const STAGE_RANK: Record<AnalysisStage, number> = { queued: 0, probe: 1, audio: 2, transcribe: 2, video: 2, scoring: 3, feedback: 4, done: 5 };

export interface ShownProgress {
  stage: AnalysisStage;
  progress: number;
}

/**
 * What the upload screen shows next: it never goes back. While the parallel branches run, the server names the step
 * still waited for (voice, speech recognition or body language), and the screen follows it; a late report (a lower
 * percent, or an earlier stage) changes nothing.
 */
export function forwardProgress(shown: ShownProgress | null, reported: ShownProgress): ShownProgress {
  if (!shown) return reported;
  const further = STAGE_RANK[reported.stage] > STAGE_RANK[shown.stage];
  const alongside = STAGE_RANK[reported.stage] === STAGE_RANK[shown.stage] && reported.progress >= shown.progress;
  return {
    stage: further || alongside ? reported.stage : shown.stage,
    progress: Math.max(shown.progress, reported.progress),
  };
}
