import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { MeaningStatus } from '@rehearse/contract/admin-settings';
import { SENTENCE_MODEL_FILES } from '@rehearse/analysis';
import type { Logger } from '../logging/logger.ts';
import type { CatalogueEntry } from './model-catalogue.ts';
import { createModelProvision, type ModelProvision, type ModelState } from './model-provision.ts';
import { SENTENCE_MODELS, type SentenceModelName } from './sentence-model-catalogue.ts';
import type { SentenceModelSetting } from './sentence-model-setting.ts';

export interface SentenceModelProvisionOptions {
  setting: SentenceModelSetting;
  /** DATA_DIR/models. */
  modelsDir: string;
  baseUrl: string;
  logger: Logger;
  /** The published files and their hashes; tests serve a generated model under a published name. */
  catalogue?: Record<SentenceModelName, CatalogueEntry>;
}

/** The sentence-embedding model answers' meaning is judged by once it is ready, fetched by name at first start (decision 057). */
export interface SentenceModelProvision extends ModelProvision {
  /** The model's name as the admin and the logs show it; null when SENTENCE_MODEL=none. */
  readonly name: string | null;
}

export function createSentenceModelProvision(options: SentenceModelProvisionOptions): SentenceModelProvision {
  const { setting } = options;
  const provision = createModelProvision({
    kind: 'sentence model',
    setting,
    wanted: true,
    modelsDir: options.modelsDir,
    baseUrl: options.baseUrl,
    catalogue: options.catalogue ?? SENTENCE_MODELS,
    check: completeModelFolder,
    fallback: 'the built-in word vectors',
    otherChoices: 'set SENTENCE_MODEL to a model folder, or to none',
    logger: options.logger,
  });
  // An operator's folder is checked at start (a named model is checked as it is fetched): a missing file shows at once.
  let folderProblem: string | null = null;
  return {
    name: setting.kind === 'name' ? setting.name : setting.kind === 'file' ? basename(setting.path) : null,
    path: () => (folderProblem === null ? provision.path() : null),
    state: () => (folderProblem === null ? provision.state() : { kind: 'failed', reason: folderProblem }),
    start: async () => {
      if (setting.kind === 'file') {
        folderProblem = await completeModelFolder(setting.path).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        if (folderProblem !== null) options.logger.warn({ err: folderProblem }, `SENTENCE_MODEL ${setting.path} is not a model folder (${folderProblem}); answers are judged by the built-in word vectors`);
      }
      await provision.start();
    },
    stop: () => provision.stop(),
  };
}

/** A folder with every file of a sentence model, none empty (a verified download is not re-hashed at each start). */
export async function completeModelFolder(dir: string): Promise<void> {
  const present = new Set(await readdir(dir));
  for (const file of Object.values(SENTENCE_MODEL_FILES)) {
    if (!present.has(file) || (await stat(join(dir, file))).size === 0) throw new Error(`${dir} has no ${file}`);
  }
}

/** What judges meaning now and why, in the admin's words; `loadFailure`: why a model ready on disk could not be run. */
export function meaningStatusOf(state: ModelState, model: string | null, loadFailure: string | null): MeaningStatus {
  const builtIn = 'The built-in word vectors';
  switch (state.kind) {
    case 'ready':
      return loadFailure === null
        ? { engine: 'sentence-model', model, state: 'ready', message: `The sentence model ${model ?? ''} (ONNX Runtime)` }
        : { engine: 'word-vectors', model, state: 'unavailable', message: `${builtIn}: the sentence model ${model ?? ''} could not be run (${loadFailure})` };
    case 'off':
      return { engine: 'word-vectors', model: null, state: 'off', message: `${builtIn}: the sentence model is turned off (SENTENCE_MODEL=none)` };
    case 'waiting':
      return { engine: 'word-vectors', model, state: 'downloading', message: `${builtIn} until the sentence model ${model ?? ''} is ready` };
    case 'downloading':
      return {
        engine: 'word-vectors',
        model,
        state: 'downloading',
        message: `${builtIn} while the sentence model ${model ?? ''} downloads${state.percent === null ? '' : ` (${state.percent} %)`}`,
      };
    case 'failed':
      return { engine: 'word-vectors', model, state: 'unavailable', message: `${builtIn}: the sentence model ${model ?? ''} is not available (${state.reason})` };
  }
}
