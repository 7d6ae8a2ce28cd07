import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from './json-output-schema.ts';
import { LanguageModelError } from './language-model.ts';
import type { LocalGeneration, LocalModelRunner, LocalModelRunSettings, ModelSequence } from './local-model-runner.ts';
import type { PromptMessage } from './prompts/prompt-message.ts';

export type HostRequest =
  | { type: 'generate'; id: number; messages: readonly PromptMessage[]; sequence: ModelSequence; schema?: JsonSchema; maxTokens: number; stream: boolean }
  | { type: 'abort'; id: number; reason: string };

export type HostReply =
  | { type: 'text'; id: number; text: string }
  | { type: 'done'; id: number; text: string }
  | { type: 'error'; id: number; message: string; loadFailure: string | null };

export interface LocalModelProcessOptions {
  /** The niceness the model process runs at: 19, the lowest priority, so the API and analyses come first. */
  niceness?: number;
  /** The JavaScript heap of the model process, in MB (the model itself lives outside it, in llama.cpp's memory). */
  maxHeapMb?: number;
}

export interface LocalModelProcess extends LocalModelRunner {
  /** The model process's id while it runs. */
  pid(): number | null;
}

interface Pending {
  request: LocalGeneration;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

/**
 * The local model run in a child process of its own (local-model-host.ts), started at the first request under
 * `nice`: llama.cpp's threads then yield the processor to the API and the analyses, a crash of the model does not
 * take the server down, and its memory is that one process's (one context of `settings.contextSize` tokens). The
 * process stays up between requests, so the system prompt it read last stays warm. If it dies, the requests it held
 * fail (their callers fall back to the rules) and the next request starts it again.
 */
export function createLocalModelProcess(path: string, settings: LocalModelRunSettings, options: LocalModelProcessOptions = {}): LocalModelProcess {
  const niceness = options.niceness ?? 19;
  const pending = new Map<number, Pending>();
  let child: ChildProcess | null = null;
  let failure: string | null = null;
  let nextId = 1;

  function started(): ChildProcess {
    if (child) return child;
    const host = hostScript();
    // `nice` from the first instruction: every thread llama.cpp starts inherits the low priority.
    const spawned = spawn('nice', ['-n', String(niceness), process.execPath, ...host.execArgv, `--max-old-space-size=${options.maxHeapMb ?? 256}`, host.path], {
      env: { ...process.env, REHEARSE_LOCAL_MODEL_PATH: path, REHEARSE_LOCAL_MODEL_SETTINGS: JSON.stringify(settings) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    spawned.on('message', (reply: HostReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      if (reply.type === 'text') {
        waiting.request.onText?.(reply.text);
        return;
      }
      pending.delete(reply.id);
      if (reply.type === 'done') {
        waiting.resolve(reply.text);
      } else {
        failure = reply.loadFailure;
        waiting.reject(new LanguageModelError(reply.message));
      }
    });
    spawned.on('error', (error) => stopped(`could not be started (${error.message})`));
    spawned.on('exit', (code, signal) => stopped(`stopped (${signal ?? `exit code ${code}`})`));
    child = spawned;
    return spawned;
  }

  function stopped(why: string): void {
    child = null;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(new LanguageModelError(`The local model's process ${why}`));
    }
  }

  return {
    generate: (request) =>
      new Promise<string>((resolve, reject) => {
        if (request.signal.aborted) {
          reject(new LanguageModelError(`The local model did not answer in time (${reasonOf(request.signal.reason)})`));
          return;
        }
        const id = nextId++;
        const process = started();
        pending.set(id, { request, resolve, reject });
        const onAbort = () => {
          if (!pending.has(id)) return;
          process.send({ type: 'abort', id, reason: reasonOf(request.signal.reason) } satisfies HostRequest);
        };
        request.signal.addEventListener('abort', onAbort, { once: true });
        const message: HostRequest = {
          type: 'generate',
          id,
          messages: request.messages,
          sequence: request.sequence,
          maxTokens: request.maxTokens,
          stream: request.onText !== undefined,
          ...(request.schema ? { schema: request.schema } : {}),
        };
        process.send(message);
      }),
    loadFailure: () => failure,
    pid: () => child?.pid ?? null,
    dispose: async () => {
      const running = child;
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.disconnect();
      const killer = setTimeout(() => running.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The host compiled beside this file (dist/…/local-model-host.js), or its TypeScript source run through tsx (tests). */
function hostScript(): { path: string; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts');
  return { path: fileURLToPath(new URL(source ? './local-model-host.ts' : './local-model-host.js', import.meta.url)), execArgv: source ? ['--import', 'tsx'] : [] };
}

function reasonOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
