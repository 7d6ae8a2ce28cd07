import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCompiledServer, freePort, REPO_ROOT, startCompiledProcess, type CompiledProcess } from './test/compiled-process.ts';

const COMPILED_DIRS = ['packages/contract', 'packages/coach', 'packages/analysis', 'apps/server'].map((dir) => join(REPO_ROOT, dir, 'dist'));

function compiledFiles(): string[] {
  return COMPILED_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

/** What `npm start` / `npm run worker` do first: build once, then reuse the build while nothing changes. */
describe('the production build', () => {
  const started: CompiledProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-production-'));

  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    await Promise.all(started.map((child) => child.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds when needed, and a second call with nothing changed leaves the build as it is', () => {
    expect(buildCompiledServer()).toMatch(/^server build: (built in [\d.]+ s|up to date)$/m);
    const before = compiledFiles().map((file) => [file, statSync(file).mtimeMs]);
    expect(before.length).toBeGreaterThan(100);
    expect(buildCompiledServer()).toBe('server build: up to date\n');
    expect(compiledFiles().map((file) => [file, statSync(file).mtimeMs])).toEqual(before);
  });

  it('compiles to JavaScript that imports no TypeScript and no workspace package by name (no tsx at run time)', () => {
    const imports = /(?:from|import)\s*\(?\s*"([^"]+)"/g;
    const offending = compiledFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(imports)].map((match) => match[1]!).filter((specifier) => specifier.endsWith('.ts') || specifier.startsWith('@rehearse/')).map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('starts the compiled server with plain Node on a fresh data folder, answers /api/health, and stops on SIGTERM', async () => {
    buildCompiledServer();
    const port = await freePort();
    const server = startCompiledProcess('main', { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    started.push(server);
    await server.waitForLog((line) => String(line.msg).startsWith('Rehearse is listening'));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', checks: { database: 'ok', object_store: 'ok', queue: 'ok' } });
    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
