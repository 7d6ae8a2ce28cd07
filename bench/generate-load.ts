import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadFigures } from './load-generator.ts';

/**
 * Runs the load generator in a child process (it must not share the server's core) and reads its figures. With
 * `ratePerSecond` the connections together send that many requests a second; without, as many as the server answers.
 */
export async function generateLoad(url: string, token: string, connections: number, seconds: number, ratePerSecond?: number): Promise<LoadFigures> {
  const rate = ratePerSecond === undefined ? [] : [String(ratePerSecond)];
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'load-generator.ts'), url, token, String(connections), String(seconds), ...rate]);
  return JSON.parse(stdout) as LoadFigures;
}
