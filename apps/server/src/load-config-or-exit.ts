import { ConfigError, loadConfig, type Config } from './config.ts';

/**
 * Entry points (server, worker, CLI) start with this: a bad setting is the operator's to fix,
 * so it prints the one-line ConfigError message and exits 1 instead of a stack trace.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
