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
  /** For each normalised hypothesis word, in order: whether the alignment matched it to the same reference word. */
  hypothesisCorrect: boolean[];
}

/** Edits so far, of which substitutions, and the move that got here. */
interface Cell {
  edits: number;
  substitutions: number;
  move: 'match' | 'substitute' | 'delete' | 'insert' | 'start';
}

/**
 * Word error rate by minimum edit distance over normalised words. Among alignments with the fewest edits, the one
 * with the most substitutions is counted (the usual sclite tie-break), so S/D/I split the same way on every run.
 */
export function wordErrorRate(reference: string, hypothesis: string): WordErrors {
  const ref = normaliseForWer(reference);
  const hyp = normaliseForWer(hypothesis);
  // table[i][j]: the best way to turn ref[0..i) into hyp[0..j).
  const table: Cell[][] = [Array.from({ length: hyp.length + 1 }, (_, j): Cell => ({ edits: j, substitutions: 0, move: j === 0 ? 'start' : 'insert' }))];
  for (let i = 1; i <= ref.length; i += 1) {
    const previous = table[i - 1] as Cell[];
    const current: Cell[] = [{ edits: i, substitutions: 0, move: 'delete' }];
    for (let j = 1; j <= hyp.length; j += 1) {
      const diagonal = previous[j - 1] as Cell;
      const up = previous[j] as Cell;
      const left = current[j - 1] as Cell;
      const candidates: Cell[] = [
        ref[i - 1] === hyp[j - 1]
          ? { edits: diagonal.edits, substitutions: diagonal.substitutions, move: 'match' }
          : { edits: diagonal.edits + 1, substitutions: diagonal.substitutions + 1, move: 'substitute' },
        { edits: up.edits + 1, substitutions: up.substitutions, move: 'delete' },
        { edits: left.edits + 1, substitutions: left.substitutions, move: 'insert' },
      ];
      candidates.sort((a, b) => a.edits - b.edits || b.substitutions - a.substitutions);
      current.push(candidates[0] as Cell);
    }
    table.push(current);
  }
  const counts = { substitutions: 0, deletions: 0, insertions: 0 };
  const hypothesisCorrect = hyp.map(() => false);
  for (let i = ref.length, j = hyp.length; i > 0 || j > 0; ) {
    const { move } = (table[i] as Cell[])[j] as Cell;
    if (move === 'match' || move === 'substitute') {
      if (move === 'match') hypothesisCorrect[j - 1] = true;
      else counts.substitutions += 1;
      i -= 1;
      j -= 1;
    } else if (move === 'delete') {
      counts.deletions += 1;
      i -= 1;
    } else {
      counts.insertions += 1;
      j -= 1;
    }
  }
  const edits = counts.substitutions + counts.deletions + counts.insertions;
  const rate = ref.length === 0 ? (edits === 0 ? 0 : Infinity) : edits / ref.length;
  return { ...counts, referenceWords: ref.length, rate, hypothesisCorrect };
}
