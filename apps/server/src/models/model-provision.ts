import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logging/logger.ts';
import { downloadVerifiedFile, type DownloadProgress } from './download-verified-file.ts';
import type { CatalogueEntry, ModelSetting } from './model-catalogue.ts';
import { withProcessFileLock } from './process-file-lock.ts';

export interface ModelProvisionOptions<Name extends string> {
  /** In log lines: 'whisper model', 'sentence model'. */
  kind: string;
  setting: ModelSetting<Name>;
  /** False when the configuration does not use the model at all (TRANSCRIBER=pocketsphinx): nothing is fetched. */
  wanted: boolean;
  /** DATA_DIR/models. */
  modelsDir: string;
  baseUrl: string;
  catalogue: Record<Name, CatalogueEntry>;
  /**
   * Whether a finished file or folder can be used, from its headers (a verified download is never re-hashed at each
   * start); throws to say why not.
   */
  check(path: string): Promise<void>;
  /**
   * Turns the verified downloads into what `check` accepts (a Piper voice's token table, written from its
   * configuration); runs under the lock, after the last file, and must be safe to run again.
   */
  prepare?(path: string): Promise<void>;
  /** Who uses the model once it is ready, for the log line: 'analyses' unless said. */
  usedBy?: string;
  /** For the line that says a fetch failed: what analyses use instead, and what else the operator can choose ('set WHISPER_MODEL to a ggml file, or to none'). */
  fallback: string;
  otherChoices: string;
  logger: Logger;
}

export type ModelState =
  | { kind: 'off' }
  | { kind: 'ready'; path: string }
  | { kind: 'waiting' }
  | { kind: 'downloading'; percent: number | null }
  | { kind: 'failed'; reason: string };

/** A model that analyses use once it is ready, fetched by name at first start (decisions 031, 057). */
export interface ModelProvision {
  /** The file or folder analyses use now; null until a named model is ready, and when the model is not wanted. */
  path(): string | null;
  state(): ModelState;
  /**
   * Makes a named model ready: at once when DATA_DIR/models has it, else by downloading it. Never rejects: a failure
   * is logged and analyses go on without it. Start-up does not wait for it.
   */
  start(): Promise<void>;
  /** Stops a download in progress (shutdown); its part file stays for the next start. */
  stop(): void;
}

/**
 * Fetches a named model's files one after another into DATA_DIR/models, each resumable and checked against its
 * published SHA-256 (download-verified-file.ts), under a lock file so the server and worker processes sharing the
 * folder never write one file twice; a progress line at every tenth of each file.
 */
export function createModelProvision<Name extends string>(options: ModelProvisionOptions<Name>): ModelProvision {
  const { setting, logger, kind } = options;
  let state: ModelState = !options.wanted || setting.kind === 'none' ? { kind: 'off' } : setting.kind === 'file' ? { kind: 'ready', path: setting.path } : { kind: 'waiting' };
  const abort = new AbortController();

  async function provision(name: Name): Promise<void> {
    const entry = options.catalogue[name];
    const dir = entry.dir ? join(options.modelsDir, entry.dir) : options.modelsDir;
    const destination = entry.dir ? dir : join(dir, entry.files[0]!.file);
    if (await usable(destination)) {
      state = { kind: 'ready', path: destination };
      return;
    }
    await mkdir(dir, { recursive: true });
    await withProcessFileLock(
      `${destination}.lock`,
      async (signal) => {
        if (await usable(destination)) return; // another process finished it while this one waited
        logger.info({ model: name, url: options.baseUrl }, `Downloading the ${kind} ${name} (about ${entry.approxMb} MB) to ${destination}`);
        state = { kind: 'downloading', percent: null };
        for (const [index, file] of entry.files.entries()) {
          // Fetched whole by an earlier start that stopped before the next file: kept (only when its hash matches).
          if ((await sha256Of(join(dir, file.file))) === file.sha256) continue;
          const label = entry.files.length > 1 ? `${name} (${file.file}, ${index + 1} of ${entry.files.length})` : name;
          await downloadVerifiedFile({
            url: `${options.baseUrl}/${file.path}`,
            destination: join(dir, file.file),
            sha256: file.sha256,
            onProgress: progressLogger(name, label, index, entry.files.length),
            signal,
          });
        }
        await options.prepare?.(destination);
        logger.info({ model: name }, `The ${kind} ${name} is ready (SHA-256 verified); ${options.usedBy ?? 'analyses'} use it from now on`);
      },
      { signal: abort.signal },
    );
    await options.check(destination);
    state = { kind: 'ready', path: destination };
  }

  async function usable(path: string): Promise<boolean> {
    return options.check(path).then(
      () => true,
      () => false,
    );
  }

  /** A progress line at every tenth of a file; the admin's percentage counts the files before it as done. */
  function progressLogger(name: string, label: string, index: number, files: number): (progress: DownloadProgress) => void {
    let logged = -1;
    return ({ received, total }) => {
      const percent = total ? Math.floor((received / total) * 100) : null;
      state = { kind: 'downloading', percent: percent === null ? null : Math.floor((index * 100 + percent) / files) };
      if (percent === null || Math.floor(percent / 10) <= logged) return;
      logged = Math.floor(percent / 10);
      logger.info({ model: name, received, total }, `Downloading the ${kind} ${label}: ${percent} % (${mb(received)} of ${mb(total ?? 0)} MB)`);
    };
  }

  return {
    path: () => (state.kind === 'ready' ? state.path : null),
    state: () => state,
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
          `The ${kind} ${setting.name} could not be fetched: ${reason}. ${capitalised(options.usedBy ?? 'analyses')} use ${options.fallback}; the next start tries again (or ${options.otherChoices})`,
        );
      }
    },
    stop: () => abort.abort(),
  };
}

/** The file's SHA-256 (lower-case hex); null when there is no such file. */
async function sha256Of(path: string): Promise<string | null> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch {
    return null;
  }
  return hash.digest('hex');
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function mb(bytes: number): string {
  return (bytes / 1_000_000).toFixed(0);
}
