import { execFileSync } from 'node:child_process';
// @ts-expect-error -- plain ESM helper shared with the launcher; it has no type declarations
import { e2eDatabaseUrl, e2eDataDir, repoRoot } from './e2e-environment.mjs';

/** Runs an npm script of the app against the e2e server's own data folder and database. */
export function runServerCommand(script: string, args: string[]): string {
  return execFileSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot as string,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: e2eDataDir as string, DATABASE_URL: (e2eDatabaseUrl as () => string)() },
  });
}
