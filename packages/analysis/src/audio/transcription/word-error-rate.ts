/** Hesitations scored by neither side: a reference text never writes them, and the analysis counts them apart. */
const HESITATIONS = new Set(['um', 'uh', 'umm', 'uhm', 'hmm', 'mm', 'er', 'erm', 'ah']);

/** Spellings both sides may use for the same spoken word (the role of sclite's GLM file): PocketSphinx writes "mr". */
const SAME_WORD: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor', ok: 'okay' };

/**
 * The words of a text as both sides of a WER comparison see them: lower case, punctuation gone (apostrophes and
 * inner hyphens kept as part of the word), pronunciation variants ("and(2)") reduced, markers ("<sil>", "[NOISE]")
 * and hesitations dropped.
 */
export function normaliseForWer(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\(\d+\)/g, '')
    .replace(/<[^>]*>|\[[^\]]*\]|\+\+[^+]*\+\+/g, ' ')
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length > 0 && !HESITATIONS.has(word))
    .map((word) => SAME_WORD[word] ?? word);
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
  /** (S + D + I) / reference words; 0 for an empty reference matched by an empty hypothesis, else Infinity when the reference is empty. */
  rate: number;
}

/**
 * Word error rate by minimum edit distance over normalised words. Among alignments with the fewest edits, the one
 * with the most substitutions is counted (the usual sclite tie-break), so S/D/I split the same way on every run.
 */
export function wordErrorRate(reference: string, hypothesis: string): WordErrors {
  const ref = normaliseForWer(reference);
  const hyp = normaliseForWer(hypothesis);
  // cost[i][j]: edits turning ref[0..i) into hyp[0..j); kept as [edits, substitutions, deletions, insertions].
  type Cell = [number, number, number, number];
  let previous: Cell[] = Array.from({ length: hyp.length + 1 }, (_, j): Cell => [j, 0, 0, j]);
  for (let i = 1; i <= ref.length; i += 1) {
    const current: Cell[] = [[i, 0, i, 0]];
    for (let j = 1; j <= hyp.length; j += 1) {
      const diagonal = previous[j - 1] as Cell;
      const up = previous[j] as Cell;
      const left = current[j - 1] as Cell;
      const same = ref[i - 1] === hyp[j - 1];
      const candidates: Cell[] = [
        same ? [...diagonal] : [diagonal[0] + 1, diagonal[1] + 1, diagonal[2], diagonal[3]],
        [up[0] + 1, up[1], up[2] + 1, up[3]],
        [left[0] + 1, left[1], left[2], left[3] + 1],
      ];
      candidates.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
      current.push(candidates[0] as Cell);
    }
    previous = current;
  }
  const [edits, substitutions, deletions, insertions] = previous[hyp.length] as Cell;
  const rate = ref.length === 0 ? (edits === 0 ? 0 : Infinity) : edits / ref.length;
  return { substitutions, deletions, insertions, referenceWords: ref.length, rate };
}
