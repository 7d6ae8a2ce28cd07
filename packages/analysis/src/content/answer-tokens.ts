/** A word as the content rules compare it: lower case, curly apostrophes straightened, surrounding punctuation removed. */
export function tokenOf(word: string): string {
  return word
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^[^a-z0-9$€£]+|[^a-z0-9%]+$/g, '');
}

/** A crude stem for matching question words with answer words: 'deadlines' ~ 'deadline', 'managed' ~ 'manage'. */
export function stemOf(token: string): string {
  if (token.length <= 4) return token;
  return token.replace(/(ing|ed|es|s|ly)$/, '').replace(/e$/, '');
}
