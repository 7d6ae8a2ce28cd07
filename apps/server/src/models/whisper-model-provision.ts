import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { TranscriptionStatus } from '@rehearse/contract/admin-settings';
import { inspectWhisperModel } from '@rehearse/analysis';
import type { Logger } from '../logging/logger.ts';
import type { CatalogueEntry } from './model-catalogue.ts';
import { createModelProvision, type ModelState } from './model-provision.ts';
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
  catalogue?: Record<WhisperModelName, CatalogueEntry>;
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

export function createWhisperModelProvision(options: WhisperModelProvisionOptions): WhisperModelProvision {
  const { setting, transcriber } = options;
  const modelLabel = setting.kind === 'name' ? setting.name : setting.kind === 'file' ? basename(setting.path) : null;
  const provision = createModelProvision({
    kind: 'whisper model',
    setting,
    wanted: transcriber === 'auto' || transcriber === 'whisper',
    modelsDir: options.modelsDir,
    baseUrl: options.baseUrl,
    catalogue: options.catalogue ?? WHISPER_MODELS,
    check: usableWhisperModel,
    fallback: 'PocketSphinx',
    otherChoices: 'set WHISPER_MODEL to a ggml file, or to none',
    logger: options.logger,
  });
  return {
    modelPath: () => provision.path(),
    status: () => statusOf(provision.state(), modelLabel, transcriber),
    start: () => provision.start(),
    stop: () => provision.stop(),
  };
}

/** A finished file that whisper.cpp can load (its headers and tensor table). */
async function usableWhisperModel(path: string): Promise<void> {
  if (!(await stat(path)).isFile()) throw new Error(`${path} is not a file`);
  inspectWhisperModel(path);
}

/** The engine analyses use now and why, in the admin's words. */
export function statusOf(state: ModelState, model: string | null, transcriber: WhisperModelProvisionOptions['transcriber']): TranscriptionStatus {
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
