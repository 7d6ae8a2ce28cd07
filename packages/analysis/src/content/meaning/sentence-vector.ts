import type { ReadToken } from './english-reader.ts';
import { wordVectors, type WordVectors } from './word-vectors.ts';

/** SIF's smoothing constant (Arora, Liang & Ma 2017): a word's weight is a / (a + its probability). */
export const SIF_A = 1e-3;
/** Word types of the vectors' corpus, for Zipf's estimate of a word's probability from its rank (GloVe 6B: 400,000). */
const CORPUS_TYPES = 400_000;
const HARMONIC = Math.log(CORPUS_TYPES) + 0.5772;

/** Parts of speech that carry what a sentence is about; pronouns, determiners, numbers and the like do not. */
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV']);

/** A word's SIF weight from its frequency rank: 'the' ≈ 0.01, a word ranked 1,000th ≈ 0.93. */
export function sifWeight(rank: number): number {
  const probability = 1 / ((rank + 1) * HARMONIC);
  return SIF_A / (SIF_A + probability);
}

/** Whether a token counts towards a sentence's meaning. */
export function isContentToken(token: Pick<ReadToken, 'pos' | 'stopWord'>): boolean {
  return CONTENT_POS.has(token.pos) && !token.stopWord;
}

/**
 * A sentence's vector: the SIF-weighted sum of its content words' vectors (the word as said, else its lemma), so
 * rare words carry more of the meaning than common ones. Null when no content word has a vector.
 */
export function sentenceVector(tokens: readonly Pick<ReadToken, 'normal' | 'lemma' | 'pos' | 'stopWord'>[], vectors: WordVectors = wordVectors()): Float32Array | null {
  const sum = new Float32Array(vectors.dimensions);
  let any = false;
  for (const token of tokens) {
    if (!isContentToken(token)) continue;
    const word = vectors.rank(token.normal) !== undefined ? token.normal : token.lemma;
    const rank = vectors.rank(word);
    if (rank === undefined) continue;
    any = vectors.addInto(sum, word, sifWeight(rank)) || any;
  }
  return any ? sum : null;
}

/** Cosine similarity of two vectors (0 when either is all zeros). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! ** 2;
    nb += b[i]! ** 2;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** The most frequent words whose weighted mean is the direction every sentence vector shares. */
const COMMON_DIRECTION_WORDS = 20_000;
let common: Float32Array | null = null;

/**
 * The direction all sentence vectors share (SIF's "common discourse" component): the mean of the frequent words'
 * vectors, each weighted by its SIF weight and its Zipf probability, so what is left after removing it is what
 * a sentence is about. Computed once from the vectors themselves, not from any answers.
 */
export function commonDirection(vectors: WordVectors = wordVectors(), words: readonly string[] = []): Float32Array {
  if (common !== null && words.length === 0) return common;
  const sum = new Float32Array(vectors.dimensions);
  const list = words.length > 0 ? words : vectors.mostFrequent(COMMON_DIRECTION_WORDS);
  list.forEach((word) => {
    const rank = vectors.rank(word);
    if (rank !== undefined) vectors.addInto(sum, word, sifWeight(rank) / ((rank + 1) * HARMONIC));
  });
  const norm = Math.hypot(...sum) || 1;
  const unit = sum.map((x) => x / norm);
  if (words.length === 0) common = unit;
  return unit;
}

/** A vector with its component along `direction` (a unit vector) taken out. */
export function withoutDirection(vector: Float32Array, direction: Float32Array): Float32Array {
  let dot = 0;
  for (let i = 0; i < vector.length; i += 1) dot += vector[i]! * direction[i]!;
  return vector.map((x, i) => x - dot * direction[i]!);
}
