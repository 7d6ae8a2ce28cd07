import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the launcher; it has no type declarations
import { e2eDataDir, repoRoot } from './e2e-environment.mjs';

export interface ServerWithHostedModel {
  /** Stops the server and removes its database. */
  stop(): Promise<void>;
}

/**
 * A server of a spec's own (the suite's server runs without a model), on its own port and SQLite file, pointed at an
 * OpenAI-compatible server on loopback. Resolves once it answers its health check.
 */
export async function startServerWithHostedModel(options: { port: number; databaseFile: string; llmBaseUrl: string; llmModel: string }): Promise<ServerWithHostedModel> {
  const baseURL = `http://localhost:${options.port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot as string,
    // Its errors only: the request log of a second server would bury the suite's.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      PUBLIC_URL: baseURL,
      DATA_DIR: e2eDataDir as string,
      DATABASE_URL: `sqlite:${options.databaseFile}`,
      WHISPER_MODEL: 'none',
      LOCAL_LLM_MODEL: 'none',
      TRUST_PROXY: 'true',
      LLM_BASE_URL: options.llmBaseUrl,
      LLM_MODEL: options.llmModel,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.databaseFile}${suffix}`, { force: true });
  };
  try {
    await expect.poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
