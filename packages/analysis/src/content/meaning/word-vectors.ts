import { readFileSync } from 'node:fs';
import { BYTE_SCALE, decodeWordVectors, type WordVectorsHeader } from './word-vectors-file.ts';
import { WORD_VECTORS_FILE } from './word-vectors-source.ts';

/** The committed word vectors: look-up by word, frequency rank, and a vector as floats. */
export interface WordVectors {
  header: WordVectorsHeader;
  dimensions: number;
  /** 0 for the most frequent word; undefined for a word without a vector. */
  rank(word: string): number | undefined;
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
