import type { AnalysisStage } from '@rehearse/contract/analysis-result';

/** How far along each stage is; speech and body language are analysed side by side, so they rank alike. */
const STAGE_RANK: Record<AnalysisStage, number> = { queued: 0, probe: 1, audio: 2, video: 2, scoring: 3, feedback: 4, done: 5 };

export interface ShownProgress {
  stage: AnalysisStage;
  progress: number;
}

/**
 * What the upload screen shows next: it never goes back. The server's stage flips between the two
 * parallel branches (audio, video) and a late report can carry an older stage; the screen keeps the
 * furthest stage and the highest percent seen.
 */
export function forwardProgress(shown: ShownProgress | null, reported: ShownProgress): ShownProgress {
  if (!shown) return reported;
  return {
    stage: STAGE_RANK[reported.stage] > STAGE_RANK[shown.stage] ? reported.stage : shown.stage,
    progress: Math.max(shown.progress, reported.progress),
  };
}
