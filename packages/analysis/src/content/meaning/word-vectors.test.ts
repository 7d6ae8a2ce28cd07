import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeWordVectors, encodeWordVectors } from './word-vectors-file.ts';
import { VOCABULARY_SIZE, WORD_VECTORS_FILE, WORD_VECTORS_SOURCE_PACKAGE } from './word-vectors-source.ts';
import { wordSimilarity, wordVectors } from './word-vectors.ts';

describe('the word-vector file', () => {
  it('round-trips words and unit vectors at one byte a dimension', () => {
    const bytes = encodeWordVectors('test@1', ['cat', 'dog'], [
      [3, 4],
      [-1, 0],
    ]);
    const data = decodeWordVectors(bytes);
    expect(data.header).toEqual({ source: 'test@1', dimensions: 2, words: 2 });
    expect(data.words).toEqual(['cat', 'dog']);
    expect([...data.values]).toEqual([76, 102, -127, 0]);
    expect(() => decodeWordVectors(new Uint8Array([1, 2, 3, 4]))).toThrow('not a word-vectors file');
  });

  it('is cut from the installed version of its source package: regenerate it after a version change', () => {
    const { header } = decodeWordVectors(readFileSync(WORD_VECTORS_FILE));
    const installed = (createRequire(import.meta.url)(`${WORD_VECTORS_SOURCE_PACKAGE}/package.json`) as { version: string }).version;
    expect(header).toEqual({ source: `${WORD_VECTORS_SOURCE_PACKAGE}@${installed}`, dimensions: 100, words: VOCABULARY_SIZE });
  });
});

describe('wordVectors', () => {
  it('ranks words by frequency and puts related words closer than unrelated ones', () => {
    const vectors = wordVectors();
    expect(vectors.rank('the')).toBe(0);
    expect(vectors.rank('xqzv')).toBeUndefined();
    expect(wordSimilarity('deadline', 'deadlines')).toBeGreaterThan(wordSimilarity('deadline', 'banana'));
    expect(wordSimilarity('team', 'team')).toBe(1);
  });
});
