import { readFileSync } from 'node:fs';
import { BYTE_SCALE, decodeWordVectors, type WordVectorsHeader } from './word-vectors-file.ts';
import { WORD_VECTORS_FILE } from './word-vectors-source.ts';

/** The committed word vectors: look-up by word, frequency rank, and a vector as floats. */
export interface WordVectors {
  header: WordVectorsHeader;
  dimensions: number;
  /** 0 for the most frequent word; undefined for a word without a vector. */
  rank(word: string): number | undefined;
  /** The `count` most frequent words, most frequent first. */
  mostFrequent(count: number): readonly string[];
  /** Adds `weight` × the word's unit vector into `into`; false (nothing added) for a word without one. */
  addInto(into: Float32Array, word: string, weight: number): boolean;
}

let loaded: WordVectors | null = null;
let loadMilliseconds: number | null = null;

/** The word vectors, read from word-vectors.bin on first use (about 5 MB; tens of milliseconds). */
export function wordVectors(): WordVectors {
  if (loaded === null) {
    const started = performance.now();
    const data = decodeWordVectors(readFileSync(WORD_VECTORS_FILE));
    const index = new Map(data.words.map((w, i) => [w, i]));
    const { dimensions } = data.header;
    const values = data.values;
    loaded = {
      header: data.header,
      dimensions,
      rank: (word) => index.get(word),
      mostFrequent: (count) => data.words.slice(0, count),
      addInto: (into, word, weight) => {
        const at = index.get(word);
        if (at === undefined) return false;
        const scale = weight / BYTE_SCALE;
        for (let d = 0, base = at * dimensions; d < dimensions; d += 1) into[d]! += values[base + d]! * scale;
        return true;
      },
    };
    loadMilliseconds = performance.now() - started;
  }
  return loaded;
}

/** How long reading the word vectors took, in milliseconds (null before their first use), for the content benchmark. */
export function wordVectorsLoadMilliseconds(): number | null {
  return loadMilliseconds;
}

/** Cosine similarity of two words' vectors: 1 for the same word, 0 when either has no vector. */
export function wordSimilarity(a: string, b: string, vectors: WordVectors = wordVectors()): number {
  if (a === b) return 1;
  const va = new Float32Array(vectors.dimensions);
  const vb = new Float32Array(vectors.dimensions);
  if (!vectors.addInto(va, a, 1) || !vectors.addInto(vb, b, 1)) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < va.length; i += 1) {
    dot += va[i]! * vb[i]!;
    na += va[i]! ** 2;
    nb += vb[i]! ** 2;
  }
  return dot / Math.sqrt(na * nb);
}
