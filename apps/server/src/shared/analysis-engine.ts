import type { AnalysisOptions } from '@rehearse/analysis';
import type { AnalysisResult, AnalysisStage } from '@rehearse/contract/analysis-result';

/** What an upload check learns about a stored file. */
export interface ProbedMedia {
  /** Seconds. */
  duration: number;
  /** The content type the file is served with (from its container, not its name). */
  contentType: string;
}

/** A probe fed an upload as it streams in (see `probeWhileStreaming`). */
export interface StreamingProbe {
  write(chunk: Buffer): void;
  /** The upload ended or was cut off. */
  end(): void;
  /** What the stream alone settled; null: probe the stored file. Never rejects. */
  result: Promise<ProbedMedia | null>;
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
  /**
   * The same check on an upload while it streams in, where its container allows (the header carries the duration; an
   * MP4/MOV whose index comes at the end is read through to it up to a size). When it answers null, `probe` the stored
   * file, once: its errors carry the user-facing messages.
   */
  probeWhileStreaming(): StreamingProbe;
  analyze: AnalyzeFunction;
  /** True for the engine's user-facing media errors (bad or unplayable file): never retried. */
  isMediaError(error: unknown): error is Error;
  options: Partial<AnalysisOptions>;
}
