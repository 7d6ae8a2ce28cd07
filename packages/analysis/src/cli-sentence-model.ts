import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './cli-arguments.ts';
import { SENTENCE_MODEL_FILES } from './content/meaning/sentence-model.ts';

/**
 * The CLI's reading of SENTENCE_MODEL, as the server's: unset, `none` or `off` → the built-in word vectors (null); a
 * path (with a `/`) → that model folder; a name (`all-MiniLM-L6-v2`) → the folder the server fetched for it into
 * DATA_DIR/models. The CLI does not download: a name not fetched yet is a usage mistake that says how to get it.
 */
export function cliSentenceModel(value: string | undefined, dataDir: string, exists: (path: string) => boolean = existsSync): string | null {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'none' || setting === 'off') return null;
  if (setting.includes('/')) return setting;
  const fetched = join(dataDir, 'models', setting);
  if (exists(join(fetched, SENTENCE_MODEL_FILES.model))) return fetched;
  throw new UsageError(`SENTENCE_MODEL=${setting}: ${fetched} has no model yet; \`npm start\` fetches a published model by name, or give the path of a model folder`);
}
