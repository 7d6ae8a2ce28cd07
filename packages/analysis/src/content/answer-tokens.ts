/** A word as the content rules compare it: lower case, curly apostrophes straightened, surrounding punctuation removed. */
export function tokenOf(word: string): string {
  return word
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^[^a-z0-9$€£]+|[^a-z0-9%]+$/g, '');
}
