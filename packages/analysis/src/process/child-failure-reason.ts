/**
 * A path as ffmpeg and PocketSphinx print it: absolute, maybe as a `file:` URL, after a space, quote, `(`, `[`
 * or `=` (so ratios such as `1/30` stay), up to the next space, quote, comma, colon or bracket.
 */
const PRINTED_PATH = /(?<=^|[\s'"(=[])(?:file:(?:\/\/)?)?\/[^\s'"`,;:()[\]]+/g;

/** Where a path was. */
export const PATH_PLACEHOLDER = '<file>';

/**
 * A child's message with every file path taken out: messages end up in front of users (the failed analysis
 * says why), and storage paths are the server's business. `known` paths (the input, the work files) go
 * first, whole, so a path with spaces in it leaves nothing behind.
 */
export function withoutPaths(text: string, known: readonly string[] = []): string {
  let scrubbed = text;
  for (const path of [...known].filter((p) => p.length > 0).sort((a, b) => b.length - a.length)) {
    scrubbed = scrubbed.split(`file:${path}`).join(PATH_PLACEHOLDER).split(path).join(PATH_PLACEHOLDER);
  }
  return scrubbed.replace(PRINTED_PATH, PATH_PLACEHOLDER);
}

/** The last line a failed child wrote to stderr (its reason), without paths. */
export function childFailureReason(stderr: string, known: readonly string[] = []): string {
  const lines = stderr.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);
  return withoutPaths(lines.at(-1) ?? '', known);
}
