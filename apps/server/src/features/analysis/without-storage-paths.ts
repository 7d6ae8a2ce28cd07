/** An absolute path (POSIX, `file://` URL or Windows) that starts a word or follows a quote, bracket or `=`. */
const ABSOLUTE_PATH = /(^|[\s'"`(=[<])(?:file:\/\/)?(?:[A-Za-z]:[\\/]|\/)[^\s'"`)\]>,;]*/g;

/**
 * A message fit for users: every absolute path replaced by `[file]`. Errors from the file system,
 * ffmpeg or a library name where things are stored; that tells an attacker about the server and
 * tells a user nothing. The full message still goes to the log.
 */
export function withoutStoragePaths(message: string): string {
  return message.replace(ABSOLUTE_PATH, (_match, before: string) => `${before}[file]`);
}
