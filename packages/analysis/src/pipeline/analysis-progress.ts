import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { AudioStep } from '../audio/analyze-audio.ts';

export type ProgressListener = (stage: AnalysisStage, percent: number) => void;

/** Where each stage sits on the single 0–100 scale the user sees. The branches take nearly all the time. */
const BRANCHES_START = 3;
const BRANCHES_END = 94;
const STAGE_PERCENT = { probe: 2, scoring: 95, feedback: 97, done: 100 } as const;

/**
 * Folds the progress of the two parallel branches into one stage and percent: the branches count equally, the stage
 * named is the step of the branch furthest behind (the audio branch's own step: voice or speech recognition), and the
 * percent never goes back. Each branch's fraction follows its time, so "furthest behind" is the one still waited for.
 */
export class AnalysisProgress {
  private audio = 0;
  private audioStep: AudioStep = 'audio';
  private video = 0;
  private lastPercent = -1;
  private lastStage: AnalysisStage | null = null;

  constructor(private readonly listener: ProgressListener) {}

  stage(stage: keyof typeof STAGE_PERCENT): void {
    this.emit(stage, STAGE_PERCENT[stage]);
  }

  branch(branch: 'audio', fraction: number, step?: AudioStep): void;
  branch(branch: 'video', fraction: number): void;
  branch(branch: 'audio' | 'video', fraction: number, step?: AudioStep): void {
    const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
    if (branch === 'audio') {
      if (clamped >= this.audio && step) this.audioStep = step;
      this.audio = Math.max(this.audio, clamped);
    } else this.video = Math.max(this.video, clamped);
    const waitingForAudio = this.audio < 1 && (this.audio <= this.video || this.video >= 1);
    this.emit(waitingForAudio ? this.audioStep : 'video', BRANCHES_START + ((this.audio + this.video) / 2) * (BRANCHES_END - BRANCHES_START));
  }

  private emit(stage: AnalysisStage, rawPercent: number): void {
    const percent = Math.max(this.lastPercent, Math.round(rawPercent));
    if (percent === this.lastPercent && stage === this.lastStage) return;
    this.lastPercent = percent;
    this.lastStage = stage;
    this.listener(stage, percent);
  }
}
