import type { ChatHistoryItem, Llama, LlamaChat, LlamaGrammar, LlamaModel } from 'node-llama-cpp';
import type { JsonSchema } from './json-output-schema.ts';
import { LanguageModelError } from './language-model.ts';
import type { ModelPriority } from './model-priority-gate.ts';
import type { PromptMessage } from './prompts/prompt-message.ts';

export interface LocalModelRunSettings {
  /** Threads llama.cpp computes on (LOCAL_MODEL_DEFAULTS says how many by default). */
  threads: number;
  /** Tokens the context holds: a prompt and its reply together. */
  contextSize: number;
}

/**
 * The context sequence a request reads on. What a user waits on (the interviewer, the coach) keeps its warm state apart
 * from queued work (rebuilt answers, rubrics, summaries): a rebuilt answer written between two coach questions would
 * otherwise leave the second to read the system prompt and the user's digest again.
 */
export type ModelSequence = 'waited-on' | 'queued';
export const MODEL_SEQUENCES: readonly ModelSequence[] = ['waited-on', 'queued'];

export function sequenceFor(priority: ModelPriority): ModelSequence {
  return priority === 'interviewer' || priority === 'coach' ? 'waited-on' : 'queued';
}

export interface LocalGeneration {
  messages: readonly PromptMessage[];
  sequence: ModelSequence;
  schema?: JsonSchema;
  maxTokens: number;
  signal: AbortSignal;
  onText?: (text: string) => void;
  /** How many prompt tokens llama.cpp read for this request: those after the state its sequence kept. */
  onPromptRead?: (tokens: number) => void;
}

/**
 * One GGUF model loaded in this process, answering one request at a time on one of two context sequences
 * (ModelSequence). Each sequence is kept between requests, so a prompt that starts like the one before on it (the same
 * system prompt) is not read again: llama.cpp resumes after the shared tokens.
 */
export interface LocalModelRunner {
  generate(request: LocalGeneration): Promise<string>;
  /** Why the model could not be loaded; null while it loads or once it has. */
  loadFailure(): string | null;
  dispose(): Promise<void>;
}

interface Loaded {
  llama: Llama;
  model: LlamaModel;
  chats: Record<ModelSequence, LlamaChat>;
  grammars: Map<string, Promise<LlamaGrammar>>;
}

const runners = new Map<string, LocalModelRunner>();

/** The runner of the model file `path`: one per file per process, however many adapters ask for it. */
export function localModelRunner(path: string, settings: LocalModelRunSettings): LocalModelRunner {
  let runner = runners.get(path);
  if (!runner) {
    runner = createRunner(path, settings, () => runners.delete(path));
    runners.set(path, runner);
  }
  return runner;
}

function createRunner(path: string, settings: LocalModelRunSettings, forget: () => void): LocalModelRunner {
  let loading: Promise<Loaded> | null = null;
  let failure: string | null = null;
  // Requests wait their turn: one generation at a time, whichever sequence it reads on.
  let queue: Promise<unknown> = Promise.resolve();

  function loaded(): Promise<Loaded> {
    loading ??= load(path, settings).catch((error: unknown) => {
      failure = error instanceof Error ? error.message : String(error);
      throw error;
    });
    return loading;
  }

  async function run(request: LocalGeneration): Promise<string> {
    request.signal.throwIfAborted();
    const { llama, chats, grammars } = await loaded();
    const chat = chats[request.sequence];
    let grammar: LlamaGrammar | undefined;
    if (request.schema) {
      const key = JSON.stringify(request.schema);
      let made = grammars.get(key);
      if (!made) {
        made = llama.createGrammarForJsonSchema(request.schema as never) as Promise<LlamaGrammar>;
        grammars.set(key, made);
      }
      grammar = await made;
    }
    const readBefore = chat.sequence.tokenMeter.usedInputTokens;
    const { response, metadata } = await chat.generateResponse(chatHistory(request.messages), {
      maxTokens: request.maxTokens,
      signal: request.signal,
      ...(grammar ? { grammar } : {}),
      ...(request.onText ? { onTextChunk: request.onText } : {}),
    });
    request.onPromptRead?.(chat.sequence.tokenMeter.usedInputTokens - readBefore);
    if (metadata.stopReason === 'maxTokens') throw new LanguageModelError(`The local model's reply ran past ${request.maxTokens} tokens`);
    return response;
  }

  return {
    generate: (request) => {
      const turn = queue.then(() => run(request));
      queue = turn.catch(() => undefined);
      return turn.catch((error: unknown) => {
        if (error instanceof LanguageModelError) throw error;
        if (request.signal.aborted) throw new LanguageModelError(`The local model did not answer in time (${reasonOf(request.signal.reason)})`, { cause: error });
        throw new LanguageModelError(`The local model failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      });
    },
    loadFailure: () => failure,
    dispose: async () => {
      forget();
      const done = await loading?.catch(() => null);
      if (!done) return;
      await done.chats['waited-on'].sequence.context.dispose();
      await done.model.dispose();
    },
  };
}

async function load(path: string, settings: LocalModelRunSettings): Promise<Loaded> {
  // Loaded on first use only: start-up never waits for a model of a gigabyte.
  const { getLlama, LlamaChat, LlamaLogLevel } = await import('node-llama-cpp');
  // The prebuilt CPU build only: never compile llama.cpp, never probe for a GPU.
  const llama = await getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error, progressLogs: false });
  const model = await llama.loadModel({ modelPath: path });
  // Each sequence holds a context of its own size: the memory of the context is twice one's.
  const context = await model.createContext({
    contextSize: Math.min(settings.contextSize, model.trainContextSize),
    threads: settings.threads,
    sequences: MODEL_SEQUENCES.length,
  });
  const chats = Object.fromEntries(MODEL_SEQUENCES.map((sequence) => [sequence, new LlamaChat({ contextSequence: context.getSequence() })]));
  return { llama, model, chats: chats as Record<ModelSequence, LlamaChat>, grammars: new Map() };
}

function chatHistory(messages: readonly PromptMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((m) => (m.role === 'system' ? { type: 'system', text: m.content } : { type: 'user', text: m.content }));
  history.push({ type: 'model', response: [] });
  return history;
}

function reasonOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
