import { join } from 'node:path';
import type { LanguageModelStatus } from '@rehearse/contract/admin-settings';
import type { Config } from '../config.ts';
import type { Logger } from '../logging/logger.ts';
import { createLocalLlmProvision, languageModelStatusOf, type LocalLlmProvision } from '../models/local-llm-provision.ts';
import type { LanguageModel } from './language-model.ts';
import { LOCAL_MODEL_DEFAULTS, LocalLanguageModel, type LocalLanguageModelSettings } from './local-language-model.ts';
import { createLocalModelProcess } from './local-model-process.ts';
import type { LocalModelRunner } from './local-model-runner.ts';
import { createMachineModelSlot, type MachineModelSlot } from './machine-model-slot.ts';
import { createModelPriorityGate, MODEL_PRIORITIES, type ModelPriority } from './model-priority-gate.ts';
import { OpenAiLanguageModel } from './openai-language-model.ts';

/** Which engine writes model answers now: its kind and the model's name (null for the built-in rules). */
export interface LanguageModelEngine {
  kind: LanguageModelStatus['engine'];
  name: string | null;
}

/**
 * The language model of this installation, chosen in this order: the hosted model when LLM_BASE_URL is set; else the
 * local model once it is fetched, this machine can run it and this process holds the machine's model slot; else the
 * built-in rules (every request then fails with a LanguageModelError and its caller answers by its rules).
 */
export interface LanguageModels {
  /**
   * The model work of this kind asks, at its place in the local model's order (model-priority-gate.ts) and with its
   * time limit; null when no model is configured at all (LLM_BASE_URL unset and LOCAL_LLM_MODEL=none).
   */
  for(priority: ModelPriority): LanguageModel | null;
  /** Which engine answers a request made now. */
  engine(): LanguageModelEngine;
  /** What the admin sees: the engine, the local model's download, or why it is off. */
  status(): LanguageModelStatus;
  /**
   * Why the local model, though it is coming, cannot answer yet: its file is still being fetched ('download'), or
   * another process on this machine runs it ('another-process'); null when nothing is coming (a model answers now,
   * or none will: work that can wait for it should not).
   */
  awaited(): 'download' | 'another-process' | null;
  /**
   * Fetches the local model in the background (like the speech model: checksum, resumable, progress lines) when the
   * machine can run it, then takes the machine's model slot. Never rejects; start-up does not wait for it.
   */
  start(): Promise<void>;
  /** Stops a download, gives the slot back and ends the model process (shutdown). */
  close(): Promise<void>;
}

/**
 * How long a request of each kind may take, its wait for its turn included: the live interviewer and an analysis's
 * summary must not hold up a candidate or an analysis for long; the coach streams while the user reads; a rebuilt
 * answer is a background job (decision 066 measured minutes on a saturated machine).
 */
export const LOCAL_MODEL_TIMEOUTS_MS: Record<ModelPriority, number> = { interviewer: 30_000, coach: 120_000, 'answer-review': 600_000, analysis: 30_000 };

export interface LanguageModelsOptions {
  config: Pick<Config, 'llm' | 'localLlm'>;
  logger: Logger;
  /** Tests: a provision of their own (a loopback server, a machine of their own). */
  provision?: LocalLlmProvision;
  /** Tests: a runner of their own; by default the model runs in a process of its own under `nice` (local-model-process.ts). */
  runner?: (path: string, settings: LocalLanguageModelSettings) => LocalModelRunner;
  /** Tests: a slot of their own; by default a lock file in DATA_DIR/models. */
  slot?: MachineModelSlot;
  timeoutsMs?: Partial<Record<ModelPriority, number>>;
}

export function createLanguageModels(options: LanguageModelsOptions): LanguageModels {
  const { config, logger } = options;
  const hosted = config.llm ? new OpenAiLanguageModel(config.llm) : null;
  const provision =
    options.provision ?? createLocalLlmProvision({ setting: config.localLlm.setting, modelsDir: config.localLlm.modelsDir, baseUrl: config.localLlm.baseUrl, logger });
  const slot = options.slot ?? createMachineModelSlot(join(config.localLlm.modelsDir, 'local-llm.run.lock'), logger);
  const settings = LOCAL_MODEL_DEFAULTS;
  const runners = new Map<string, LocalModelRunner>();
  const runnerOf = (path: string): LocalModelRunner => {
    let runner = runners.get(path);
    if (!runner) {
      runner = options.runner ? options.runner(path, settings) : createLocalModelProcess(path, settings);
      runners.set(path, runner);
    }
    return runner;
  };
  const gate = createModelPriorityGate();
  // The model file, only while this process holds the machine's slot: elsewhere the requests go to the rules.
  const source = { name: provision.name ?? 'local model', path: () => (slot.held() ? provision.path() : null) };
  const locals = new Map<ModelPriority, LocalLanguageModel>(
    MODEL_PRIORITIES.map((priority) => [
      priority,
      new LocalLanguageModel(source, { ...settings, timeoutMs: options.timeoutsMs?.[priority] ?? LOCAL_MODEL_TIMEOUTS_MS[priority] }, { runner: runnerOf, gate, priority }),
    ]),
  );
  const useLocal = !hosted && config.localLlm.setting.kind !== 'none';
  const loadFailure = () => {
    const path = provision.path();
    return path === null || !runners.has(path) ? null : runners.get(path)!.loadFailure();
  };

  function status(): LanguageModelStatus {
    const found = languageModelStatusOf(provision, config.llm, loadFailure());
    if (found.engine === 'local-model' && !slot.held()) {
      return { ...found, engine: 'built-in', state: 'unavailable', message: `The built-in rules: another process on this machine runs the local model ${provision.name ?? ''}; this one waits for it` };
    }
    return found;
  }

  return {
    for: (priority) => hosted ?? (useLocal ? locals.get(priority)! : null),
    engine: () => {
      if (config.llm) return { kind: 'hosted-model', name: config.llm.model };
      const now = status();
      return now.engine === 'local-model' ? { kind: 'local-model', name: provision.name } : { kind: 'built-in', name: null };
    },
    status,
    awaited: () => {
      if (!useLocal || provision.unfit() !== null) return null;
      const state = provision.state().kind;
      if (state === 'waiting' || state === 'downloading') return 'download';
      return state === 'ready' && loadFailure() === null && !slot.held() ? 'another-process' : null;
    },
    start: async () => {
      if (!useLocal) return;
      await provision.start();
      if (provision.path() !== null) slot.take();
    },
    close: async () => {
      provision.stop();
      slot.release();
      await Promise.all([...runners.values()].map((runner) => runner.dispose()));
    },
  };
}
