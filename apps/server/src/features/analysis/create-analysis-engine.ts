import type { AnalysisOptions } from '@rehearse/analysis/analysis-options';
import type { Config } from '../../config.ts';
import type { AnalysisEngine, AnalyzeFunction } from './analysis-engine.ts';
import { ffprobeCheck, UploadCheckError } from './ffprobe-check.ts';
import { writeReportFiles } from './report-files.ts';

/** The analysis options the server's configuration chooses. */
export function analysisOptionsOf(config: Pick<Config, 'analysis'>): Partial<AnalysisOptions> {
  return {
    fps: config.analysis.fps,
    transcriber: config.analysis.transcriber,
    whisperModel: config.analysis.whisperModel,
  };
}

// Loaded on first use: the engine pulls in the video model and WASM runtime, which an API-only process never needs.
const ENGINE_MODULE: string = '@rehearse/analysis/analyze';
let loaded: Promise<AnalyzeFunction> | null = null;
function loadAnalyze(): Promise<AnalyzeFunction> {
  loaded ??= import(ENGINE_MODULE).then((module: { analyze?: AnalyzeFunction }) => {
    if (typeof module.analyze !== 'function') throw new Error(`${ENGINE_MODULE} does not export analyze()`);
    return module.analyze;
  });
  return loaded;
}

/** The real engine of packages/analysis, as the analysis feature uses it. */
export function createAnalysisEngine(config: Pick<Config, 'analysis'>, ffprobePath = 'ffprobe'): AnalysisEngine {
  return {
    probe: (file) => ffprobeCheck(file, ffprobePath),
    analyze: async (file, options) => (await loadAnalyze())(file, options),
    writeReports: writeReportFiles,
    // The engine's MediaError (and the upload check's) carry a message meant for the user.
    isMediaError: (error): error is Error => error instanceof UploadCheckError || (error instanceof Error && error.name === 'MediaError'),
    options: analysisOptionsOf(config),
  };
}
