import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfigOrExit } from './load-config-or-exit.ts';

class ExitCalled extends Error {}

describe('loadConfigOrExit', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('returns the configuration when the settings are valid', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-config-'));
    dirs.push(dataDir);
    const config = loadConfigOrExit({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    expect(config.logLevel).toBe('warn');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('prints the one-line message and exits 1 on a bad setting', () => {
    const printed: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
      printed.push(message);
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new ExitCalled();
    });
    expect(() => loadConfigOrExit({ LOG_LEVEL: 'loud' })).toThrow(ExitCalled);
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toHaveLength(1);
    expect(String(printed[0])).toMatch(/^Invalid configuration: LOG_LEVEL /);
  });

  it('stops start-up with one line when the whisper model is missing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-config-'));
    dirs.push(dataDir);
    const printed: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
      printed.push(message);
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new ExitCalled();
    });
    const model = join(dataDir, 'ggml-base.en.bin');
    expect(() => loadConfigOrExit({ DATA_DIR: dataDir, TRANSCRIBER: 'whisper', WHISPER_MODEL: model })).toThrow(ExitCalled);
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toEqual([expect.stringMatching(new RegExp(`^Invalid configuration: WHISPER_MODEL ${model} does not exist; see docs/OPERATIONS.md`))]);
    expect(String(printed[0])).not.toContain('\n');
  });
});
