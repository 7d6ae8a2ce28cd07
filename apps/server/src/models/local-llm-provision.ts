import { open, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { LanguageModelStatus } from '@rehearse/contract/admin-settings';
import type { Logger } from '../logging/logger.ts';
import { LOCAL_LLM_MODELS, type LocalLlmName } from './local-llm-catalogue.ts';
import type { LocalLlmSetting } from './local-llm-setting.ts';
import { machineFitProblem, readMachineResources, type MachineResources } from './machine-fit.ts';
import type { CatalogueEntry } from './model-catalogue.ts';
import { createModelProvision, type ModelProvision, type ModelState } from './model-provision.ts';

export interface LocalLlmProvisionOptions {
  setting: LocalLlmSetting;
  /** DATA_DIR/models. */
  modelsDir: string;
  baseUrl: string;
  logger: Logger;
  /** The published files and their hashes; tests serve a generated model under a published name. */
  catalogue?: Record<LocalLlmName, CatalogueEntry>;
  /** This machine's memory, disk and CPU flags; tests pass a machine of their own. */
  machine?: (needsDownload: boolean) => Promise<MachineResources>;
}

/** The local language model's GGUF file, fetched by name at first start on a machine that can run it (decision 066). */
export interface LocalLlmProvision extends ModelProvision {
  /** The model's name as the admin and the logs show it; null when LOCAL_LLM_MODEL=none. */
  readonly name: string | null;
  /** Why this machine cannot run it (then it is neither fetched nor used); null when it can, or before start(). */
  unfit(): string | null;
}

/**
 * Checks the machine first (memory, disk when a download is needed, AVX2): a machine that cannot run the model does
 * not fetch it, and says why once. Otherwise the model is fetched like the speech and sentence models.
 */
export function createLocalLlmProvision(options: LocalLlmProvisionOptions): LocalLlmProvision {
  const { setting, logger } = options;
  const catalogue = options.catalogue ?? LOCAL_LLM_MODELS;
  const name = setting.kind === 'name' ? setting.name : setting.kind === 'file' ? basename(setting.path) : null;
  const machine = options.machine ?? ((needsDownload: boolean) => readMachineResources(options.modelsDir, needsDownload));
  let unfit: string | null = null;
  let provision: ModelProvision | null = null;

  function inner(wanted: boolean): ModelProvision {
    provision ??= createModelProvision({
      kind: 'local language model',
      setting,
      wanted,
      modelsDir: options.modelsDir,
      baseUrl: options.baseUrl,
      catalogue,
      check: usableGguf,
      fallback: 'the built-in rules instead of a model (coach, interviewer, rebuilt answers)',
      otherChoices: 'set LOCAL_LLM_MODEL to a GGUF file, or to none',
      logger,
    });
    return provision;
  }

  return {
    name,
    unfit: () => unfit,
    path: () => provision?.path() ?? null,
    state: () => provision?.state() ?? (setting.kind === 'none' ? { kind: 'off' } : { kind: 'waiting' }),
    start: async () => {
      if (setting.kind === 'none' || provision !== null) return inner(false).start();
      const present = setting.kind === 'file' || (await usableGguf(join(options.modelsDir, catalogue[setting.name].files[0]!.file)).then(() => true, () => false));
      unfit = await machine(!present).then(machineFitProblem, (error: unknown) => `its memory, disk and processor could not be read (${error instanceof Error ? error.message : String(error)})`);
      if (unfit !== null) {
        logger.warn({ model: name }, `This machine cannot run the local language model ${name ?? ''}: ${unfit}. The coach uses its built-in rules (set LOCAL_LLM_MODEL=none to silence this)`);
      }
      await inner(unfit === null).start();
    },
    stop: () => provision?.stop(),
  };
}

/** A GGUF file, by its magic (a verified download is not re-hashed at each start). */
export async function usableGguf(path: string): Promise<void> {
  if (!(await stat(path)).isFile()) throw new Error(`${path} is not a file`);
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    if (bytesRead < 4 || buffer.toString('latin1') !== 'GGUF') throw new Error(`${path} is not a GGUF model`);
  } finally {
    await file.close();
  }
}

/**
 * What writes the coach's answers and the rebuilt answers now and why, in the admin's words. `hosted`: the model of
 * LLM_BASE_URL, which wins over the local one; `loadFailure`: why a model ready on disk could not be run.
 */
export function languageModelStatusOf(
  provision: Pick<LocalLlmProvision, 'name' | 'state' | 'unfit'>,
  hosted: { model: string; baseUrl: string } | null,
  loadFailure: string | null,
): LanguageModelStatus {
  if (hosted) {
    return { engine: 'hosted-model', model: hosted.model, state: 'ready', message: `The hosted model ${hosted.model} at ${new URL(hosted.baseUrl).host} (LLM_BASE_URL); the local model is not used` };
  }
  const rules = 'The built-in rules';
  const model = provision.name;
  const state: ModelState = provision.state();
  const unfit = provision.unfit();
  if (unfit !== null) return { engine: 'built-in', model, state: 'unavailable', message: `${rules}: this machine cannot run the local model ${model ?? ''} (${unfit})` };
  switch (state.kind) {
    case 'ready':
      return loadFailure === null
        ? { engine: 'local-model', model, state: 'ready', message: `The local model ${model ?? ''} (llama.cpp, on this server)` }
        : { engine: 'built-in', model, state: 'unavailable', message: `${rules}: the local model ${model ?? ''} could not be run (${loadFailure})` };
    case 'off':
      return { engine: 'built-in', model: null, state: 'off', message: `${rules}: the local model is turned off (LOCAL_LLM_MODEL=none)` };
    case 'waiting':
      return { engine: 'built-in', model, state: 'downloading', message: `${rules} until the local model ${model ?? ''} is ready` };
    case 'downloading':
      return {
        engine: 'built-in',
        model,
        state: 'downloading',
        message: `${rules} while the local model ${model ?? ''} downloads${state.percent === null ? '' : ` (${state.percent} %)`}`,
      };
    case 'failed':
      return { engine: 'built-in', model, state: 'unavailable', message: `${rules}: the local model ${model ?? ''} could not be fetched (${state.reason})` };
  }
}
