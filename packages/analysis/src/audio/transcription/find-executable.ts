import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** Absolute path of an executable given as a path or a bare name looked up on PATH, or null when there is none. */
export async function findExecutable(command: string, pathVariable = process.env.PATH ?? ''): Promise<string | null> {
  const candidates = command.includes('/') ? [command] : pathVariable.split(delimiter).filter(Boolean).map((dir) => join(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next directory
    }
  }
  return null;
}
