import { availableParallelism } from 'node:os';
import { LanguageModelError, type CompletionOptions, type LanguageModel } from './language-model.ts';
import { localModelRunner, sequenceFor, type LocalModelRunner, type LocalModelRunSettings, type ModelSequence } from './local-model-runner.ts';
import type { ModelPriority, ModelPriorityGate } from './model-priority-gate.ts';
import type { PromptMessage } from './prompts/prompt-message.ts';

export interface LocalLanguageModelSettings extends LocalModelRunSettings {
  /** A request not answered within this (its wait for its turn included) fails, and its caller falls back to the rules. */
  timeoutMs: number;
  /** The cap when the caller sets none. */
  maxTokens: number;
}

/**
 * Defaults for a 1–3 B 4-bit model (decisions 066, 070): two threads where there are two cores — on a quiet machine
 * twice the speed of one, and the model process runs at the lowest priority, so busy cores go to the API first.
 */
export const LOCAL_MODEL_DEFAULTS: LocalLanguageModelSettings = { threads: Math.min(2, availableParallelism()), contextSize: 4096, timeoutMs: 120_000, maxTokens: 512 };

/** Where the model file is once it is ready (provisioned at start-up); null until then. */
export interface LocalModelSource {
  readonly name: string;
  path(): string | null;
}

/**
 * How requests reach the model: the runner of a model file (in this process by default, or a model process of its
 * own: local-model-process.ts), and the gate that orders the requests of every kind when several adapters share one
 * runner (model-priority-gate.ts), with this adapter's place in that order.
 */
export interface LocalModelAccess {
  runner(path: string): LocalModelRunner;
  gate?: ModelPriorityGate;
  priority?: ModelPriority;
}

/**
 * The language-model port on a GGUF model run by llama.cpp (node-llama-cpp, CPU build). The model is
 * loaded at the first request after its file is ready; until then, and if it cannot be loaded, every request fails
 * with a LanguageModelError and callers keep their built-in answers.
 */
export class LocalLanguageModel implements LanguageModel {
  readonly name: string;

  constructor(
    private readonly source: LocalModelSource,
    private readonly settings: LocalLanguageModelSettings = LOCAL_MODEL_DEFAULTS,
    private readonly access: LocalModelAccess = { runner: (path) => localModelRunner(path, settings) },
  ) {
    this.name = source.name;
  }

  /** Why the model on disk could not be loaded, or null. */
  loadFailure(): string | null {
    const path = this.source.path();
    return path === null ? null : this.access.runner(path).loadFailure();
  }

  async complete(messages: readonly PromptMessage[], options: CompletionOptions = {}): Promise<string> {
    const signal = this.deadline(options.signal);
    const text = await this.inTurn(signal, (runner, sequence) =>
      runner.generate({
        messages,
        sequence,
        maxTokens: options.maxTokens ?? this.settings.maxTokens,
        signal,
        ...(options.output ? { schema: options.output.schema } : {}),
      }),
    );
    if (!text.trim()) throw new LanguageModelError('The local model answered with no text');
    return text.trim();
  }

  async *stream(messages: readonly PromptMessage[], options: { signal?: AbortSignal; maxTokens?: number } = {}): AsyncIterable<string> {
    const chunks: string[] = [];
    let wake: (() => void) | null = null;
    let finished = false;
    const signal = this.deadline(options.signal);
    const done = this.inTurn(signal, (runner, sequence) =>
      runner.generate({
        messages,
        sequence,
        maxTokens: options.maxTokens ?? this.settings.maxTokens,
        signal,
        onText: (text) => {
          chunks.push(text);
          wake?.();
        },
      }),
    ).finally(() => {
        finished = true;
        wake?.();
      });
    done.catch(() => undefined);
    for (;;) {
      while (chunks.length > 0) yield chunks.shift()!;
      if (finished) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
    await done;
  }

  /** Runs `generate` when the gate lets this adapter's request through (at once without a gate). */
  private async inTurn(signal: AbortSignal, generate: (runner: LocalModelRunner, sequence: ModelSequence) => Promise<string>): Promise<string> {
    const path = this.source.path();
    if (path === null) throw new LanguageModelError(`The local model ${this.name} is not ready`);
    const runner = this.access.runner(path);
    const priority = this.access.priority ?? 'analysis';
    const run = () => generate(runner, sequenceFor(priority));
    return this.access.gate ? this.access.gate.run(priority, run, signal) : run();
  }

  private deadline(signal: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }
}
