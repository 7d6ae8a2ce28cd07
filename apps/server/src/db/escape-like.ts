/** Escapes `\`, `%` and `_` for a LIKE pattern written with `escape '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
