import { mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { TranscriptionStatus } from '@rehearse/contract/admin-settings';
import { inspectWhisperModel } from '@rehearse/analysis';
import type { Logger } from '../logging/logger.ts';
import { downloadVerifiedFile, type DownloadProgress } from './download-verified-file.ts';
import { withProcessFileLock } from './process-file-lock.ts';
import { WHISPER_MODELS, type WhisperModelName } from './whisper-model-catalogue.ts';
import type { WhisperModelSetting } from './whisper-model-setting.ts';

export interface WhisperModelProvisionOptions {
  setting: WhisperModelSetting;
  transcriber: 'auto' | 'whisper' | 'pocketsphinx' | 'none';
  /** DATA_DIR/models. */
  modelsDir: string;
  baseUrl: string;
  logger: Logger;
  /** The published files and their hashes; tests serve a generated model under a published name. */
  catalogue?: Record<WhisperModelName, { file: string; sha256: string; approxMb: number }>;
}

/** Which speech model analyses use, and the fetching of a named one (decision 031). */
export interface WhisperModelProvision {
  /** The ggml file analyses use now; null until a named model is ready, and when whisper is not wanted. */
  modelPath(): string | null;
  /** What the admin Settings tab shows. */
  status(): TranscriptionStatus;
  /**
   * Makes a named model ready: at once when DATA_DIR/models has it, else by downloading it. Never rejects: a failure
   * is logged and analyses go on with PocketSphinx (the report names the engine). Start-up does not wait for it.
   */
  start(): Promise<void>;
  /** Stops a download in progress (shutdown); its part file stays for the next start. */
  stop(): void;
}

type State = { kind: 'off' } | { kind: 'ready'; path: string } | { kind: 'waiting' } | { kind: 'downloading'; percent: number | null } | { kind: 'failed'; reason: string };

export function createWhisperModelProvision(options: WhisperModelProvisionOptions): WhisperModelProvision {
  const { setting, transcriber, logger } = options;
  const wanted = transcriber === 'auto' || transcriber === 'whisper';
  let state: State =
    !wanted || setting.kind === 'none' ? { kind: 'off' } : setting.kind === 'file' ? { kind: 'ready', path: setting.path } : { kind: 'waiting' };
  const abort = new AbortController();
  const modelLabel = setting.kind === 'name' ? setting.name : setting.kind === 'file' ? basename(setting.path) : null;

  async function provision(name: WhisperModelName): Promise<void> {
    const entry = (options.catalogue ?? WHISPER_MODELS)[name];
    const destination = join(options.modelsDir, entry.file);
    if (await usable(destination)) {
      state = { kind: 'ready', path: destination };
      return;
    }
    await mkdir(options.modelsDir, { recursive: true });
    await withProcessFileLock(
      `${destination}.lock`,
      async () => {
        if (await usable(destination)) return; // another process finished it while this one waited
        const url = `${options.baseUrl}/${entry.file}`;
        logger.info({ model: name, url }, `Downloading the whisper model ${name} (about ${entry.approxMb} MB) to ${destination}`);
        state = { kind: 'downloading', percent: null };
        await downloadVerifiedFile({ url, destination, sha256: entry.sha256, onProgress: progressLogger(name), signal: abort.signal });
        logger.info({ model: name }, `The whisper model ${name} is ready (SHA-256 verified); analyses use it from now on`);
      },
      abort.signal,
    );
    inspectWhisperModel(destination);
    state = { kind: 'ready', path: destination };
  }

  /** A progress line at every tenth of the file. */
  function progressLogger(name: string): (progress: DownloadProgress) => void {
    let logged = -1;
    return ({ received, total }) => {
      const percent = total ? Math.floor((received / total) * 100) : null;
      state = { kind: 'downloading', percent };
      if (percent === null || Math.floor(percent / 10) <= logged) return;
      logged = Math.floor(percent / 10);
      logger.info({ model: name, received, total }, `Downloading the whisper model ${name}: ${percent} % (${mb(received)} of ${mb(total ?? 0)} MB)`);
    };
  }

  return {
    modelPath: () => (state.kind === 'ready' ? state.path : null),
    status: () => statusOf(state, modelLabel, transcriber),
    start: async () => {
      if (setting.kind !== 'name' || state.kind !== 'waiting') return;
      try {
        await provision(setting.name);
      } catch (error) {
        if (abort.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        state = { kind: 'failed', reason };
        logger.warn(
          { model: setting.name, err: reason },
          `The whisper model ${setting.name} could not be fetched: ${reason}. Analyses use PocketSphinx; the next start tries again ` +
            '(or set WHISPER_MODEL to a ggml file, or to none)',
        );
      }
    },
    stop: () => abort.abort(),
  };
}

/** A finished file that whisper.cpp can load (headers only: a verified download is never re-hashed at each start). */
async function usable(path: string): Promise<boolean> {
  if (!(await stat(path).then((s) => s.isFile(), () => false))) return false;
  try {
    inspectWhisperModel(path);
    return true;
  } catch {
    return false;
  }
}

function mb(bytes: number): string {
  return (bytes / 1_000_000).toFixed(0);
}

/** The engine analyses use now and why, in the admin's words. */
export function statusOf(state: State, model: string | null, transcriber: WhisperModelProvisionOptions['transcriber']): TranscriptionStatus {
  const fallback = transcriber === 'none' ? 'none' : 'pocketsphinx';
  const fallbackName = fallback === 'none' ? 'no speech recogniser' : 'PocketSphinx';
  switch (state.kind) {
    case 'ready':
      return { engine: 'whisper', model, state: 'ready', message: `Whisper (whisper.cpp) with the model ${model ?? ''}` };
    case 'off':
      return {
        engine: fallback,
        model: null,
        state: 'off',
        message: transcriber === 'auto' || transcriber === 'whisper' ? 'PocketSphinx: whisper is turned off (WHISPER_MODEL=none)' : `${fallbackName} (TRANSCRIBER=${transcriber})`,
      };
    case 'waiting':
      return { engine: fallback, model, state: 'downloading', message: `${fallbackName} until the whisper model ${model ?? ''} is ready` };
    case 'downloading':
      return {
        engine: fallback,
        model,
        state: 'downloading',
        message: `${fallbackName} while the whisper model ${model ?? ''} downloads${state.percent === null ? '' : ` (${state.percent} %)`}`,
      };
    case 'failed':
      return { engine: fallback, model, state: 'unavailable', message: `${fallbackName}: the whisper model ${model ?? ''} could not be fetched (${state.reason})` };
  }
}
