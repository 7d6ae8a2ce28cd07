import type { AnalysisOptions } from '@rehearse/analysis';
import type { Config } from '../../config.ts';
import type { AnalysisEngine, AnalyzeFunction } from './analysis-engine.ts';
import { writeSessionReports } from './report-files.ts';
import { probeUpload } from './upload-probe.ts';

/** The analysis options the server's configuration chooses. */
export function analysisOptionsOf(config: Pick<Config, 'analysis'>): Partial<AnalysisOptions> {
  return {
    fps: config.analysis.fps,
    transcriber: config.analysis.transcriber,
    whisperModel: config.analysis.whisperModel,
    ffmpegPath: config.analysis.ffmpegPath,
    ffprobePath: config.analysis.ffprobePath,
  };
}

// Loaded on first use: the engine pulls in the video model and WASM runtime, which an API-only process never needs.
// A literal specifier, so that the production build (scripts/compile-server.mjs) points it at the compiled engine.
let loaded: Promise<AnalyzeFunction> | null = null;
function loadAnalyze(): Promise<AnalyzeFunction> {
  loaded ??= import('@rehearse/analysis').then((module) => module.analyze);
  return loaded;
}

/** The engine's MediaError carries a message meant for the user; such a file is never retried. */
export function isMediaError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'MediaError';
}

/** The real engine of packages/analysis, as the analysis feature uses it. */
export function createAnalysisEngine(config: Pick<Config, 'analysis'>): AnalysisEngine {
  return {
    probe: (file) => probeUpload(file, config.analysis),
    analyze: async (file, options) => (await loadAnalyze())(file, options),
    writeReports: writeSessionReports,
    isMediaError,
    options: analysisOptionsOf(config),
  };
}
