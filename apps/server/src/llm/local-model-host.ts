import { localModelRunner, type LocalModelRunSettings } from './local-model-runner.ts';
import type { HostReply, HostRequest } from './local-model-process.ts';

/**
 * The process the local model runs in (local-model-process.ts starts it under `nice`): it loads the GGUF file named
 * by its parent and answers its requests one at a time. It ends when its parent does (the IPC channel closes).
 */
const path = process.env.REHEARSE_LOCAL_MODEL_PATH;
const settings = JSON.parse(process.env.REHEARSE_LOCAL_MODEL_SETTINGS ?? 'null') as LocalModelRunSettings | null;
if (!path || !settings || !process.send) throw new Error('local-model-host.ts is started by local-model-process.ts, with an IPC channel');

const runner = localModelRunner(path, settings);
const running = new Map<number, AbortController>();

function reply(message: HostReply): void {
  process.send?.(message);
}

process.on('message', (message: HostRequest) => {
  if (message.type === 'abort') {
    running.get(message.id)?.abort(new Error(message.reason));
    return;
  }
  const abort = new AbortController();
  running.set(message.id, abort);
  runner
    .generate({
      messages: message.messages,
      sequence: message.sequence,
      maxTokens: message.maxTokens,
      signal: abort.signal,
      ...(message.schema ? { schema: message.schema } : {}),
      ...(message.stream ? { onText: (text: string) => reply({ type: 'text', id: message.id, text }) } : {}),
    })
    .then(
      (text) => reply({ type: 'done', id: message.id, text }),
      (error: unknown) =>
        reply({
          type: 'error',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
          loadFailure: runner.loadFailure(),
        }),
    )
    .finally(() => running.delete(message.id));
});

process.on('disconnect', () => {
  void runner.dispose().finally(() => process.exit(0));
});
