import type { AnalysisOptions } from '@rehearse/analysis';
import type { AnalysisResult, AnalysisStage } from '@rehearse/contract/analysis-result';

/** What an upload check learns about a stored file. */
export interface ProbedMedia {
  /** Seconds. */
  duration: number;
  /** The content type the file is served with (from its container, not its name). */
  contentType: string;
}

export type AnalyzeFunction = (
  file: string,
  options?: Partial<AnalysisOptions> & {
    onProgress?: (stage: AnalysisStage, percent: number) => void;
    /** Aborted when the job is handed back (a shutdown's grace time ran out): the analysis stops. */
    signal?: AbortSignal;
  },
) => Promise<AnalysisResult>;

/**
 * The analysis package as this feature uses it; injected so tests can count or slow analyses
 * down and the composition root chooses the real one (create-analysis-engine.ts).
 */
export interface AnalysisEngine {
  /** Rejects with a media error (user-facing message) when the file is not a playable video. */
  probe(file: string): Promise<ProbedMedia>;
  analyze: AnalyzeFunction;
  /** True for the engine's user-facing media errors (bad or unplayable file): never retried. */
  isMediaError(error: unknown): error is Error;
  options: Partial<AnalysisOptions>;
}
