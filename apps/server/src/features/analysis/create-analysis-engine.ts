import { analyzeInChildProcess, type AnalysisOptions } from '@rehearse/analysis';
import type { Config } from '../../config.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import { probeUpload, probeUploadWhileStreaming } from './upload-probe.ts';

/**
 * The analysis options the server's configuration chooses; `whisperModel` is the model file ready now (a named model
 * becomes ready once downloaded, apps/server/src/models), null meanwhile: PocketSphinx.
 */
export function analysisOptionsOf(config: Pick<Config, 'analysis'>, whisperModel: string | null): Partial<AnalysisOptions> {
  return {
    fps: config.analysis.fps,
    // TRANSCRIBER=whisper while a named model is still on its way: PocketSphinx meanwhile, as with auto.
    transcriber: config.analysis.transcriber === 'whisper' && whisperModel === null ? 'auto' : config.analysis.transcriber,
    whisperModel,
    ffmpegPath: config.analysis.ffmpegPath,
    ffprobePath: config.analysis.ffprobePath,
  };
}

/** The engine's MediaError carries a message meant for the user; such a file is never retried. */
export function isMediaError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'MediaError';
}

/**
 * The real engine of packages/analysis, as the analysis feature uses it. Each analysis runs in a child process of
 * its own (decision 037): its decoding, signal processing and model loading never hold up this process's requests,
 * and a crash of the engine fails that job, not the server. Each analysis reads the options anew (a model
 * provisioned after start-up is used from then on).
 */
export function createAnalysisEngine(config: Pick<Config, 'analysis'>, whisperModelPath: () => string | null): AnalysisEngine {
  return {
    probe: (file) => probeUpload(file, config.analysis),
    probeWhileStreaming: () => probeUploadWhileStreaming(config.analysis),
    analyze: analyzeInChildProcess,
    isMediaError,
    get options() {
      return analysisOptionsOf(config, whisperModelPath());
    },
  };
}
