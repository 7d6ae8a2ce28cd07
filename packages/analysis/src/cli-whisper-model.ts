import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './cli-arguments.ts';

/**
 * The CLI's reading of WHISPER_MODEL, as the server's: `none`/`off` → no whisper; a path (with a `/` or ending in
 * `.bin`) → that file; a name (`tiny.en`) → the file the server fetched for it into DATA_DIR/models. The CLI does not
 * download: a name not fetched yet is a usage mistake that says how to get it.
 */
export function cliWhisperModel(value: string, dataDir: string, exists: (path: string) => boolean = existsSync): string | null {
  const setting = value.trim();
  if (setting === 'none' || setting === 'off') return null;
  if (setting.includes('/') || setting.endsWith('.bin')) return setting;
  const fetched = join(dataDir, 'models', `ggml-${setting}.bin`);
  if (exists(fetched)) return fetched;
  throw new UsageError(
    `WHISPER_MODEL=${setting}: ${fetched} is not there; \`npm start\` fetches a published model by name, or give the path of a ggml file`,
  );
}
