import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { withProcessFileLock, type ProcessFileLockOptions } from '../models/process-file-lock.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * The one place on this machine where the local model runs: a lock file in DATA_DIR/models held for as long as a
 * process runs the model, so the server and `npm run worker` processes sharing the folder never load it twice
 * (each copy is about 2 GB). A process that finds it held waits in the background and takes it over when its holder
 * stops or dies; until then its requests go to the built-in rules.
 */
export interface MachineModelSlot {
  /** Starts waiting for the slot in the background; never rejects. */
  take(): void;
  held(): boolean;
  release(): void;
}

export function createMachineModelSlot(lockPath: string, logger: Logger, options: Pick<ProcessFileLockOptions, 'pollMs' | 'staleMs' | 'onBusy'> = {}): MachineModelSlot {
  const stop = new AbortController();
  let held = false;
  let taking = false;

  /** Holds the slot until release(); a slot taken over (this process stalled past the stale time) is waited for again. */
  async function hold(signal: AbortSignal): Promise<void> {
    held = true;
    logger.info({ lock: lockPath }, 'This process runs the local language model for this machine');
    try {
      await new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
    } finally {
      held = false;
    }
    if (!stop.signal.aborted) throw new Error('The local language model’s machine lock was taken over');
  }

  return {
    take: () => {
      if (taking) return;
      taking = true;
      // DATA_DIR/models may not exist yet when LOCAL_LLM_MODEL names a file elsewhere.
      void mkdir(dirname(lockPath), { recursive: true })
        .then(() => withProcessFileLock(lockPath, hold, { signal: stop.signal, ...options }))
        .catch((error: unknown) => {
          if (!stop.signal.aborted) logger.warn({ err: error, lock: lockPath }, 'The local language model’s machine lock failed; the built-in rules answer');
        });
    },
    held: () => held,
    release: () => stop.abort(),
  };
}
