import type { TranscriptWord } from '@rehearse/contract/analysis-result';

/** Markers PocketSphinx puts in its word list that are not words: utterance bounds, silence, noise fillers (<s>, </s>, <sil>, [NOISE], [SPEECH], ++BREATH++…). */
function isMarker(token: string): boolean {
  return /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token);
}

/**
 * Parses `pocketsphinx_continuous -time yes` output: for each utterance a text line, then one `word start end
 * confidence` line per token (times in seconds from the start of the file, confidence a posterior in 0–1).
 * Pronunciation variants ("and(2)") are reduced to the word.
 */
export function parsePocketsphinxOutput(output: string): { text: string; words: TranscriptWord[] } {
  const textLines: string[] = [];
  const words: TranscriptWord[] = [];
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const fields = line.split(/\s+/);
    const [token, start, end, confidence] = fields;
    const timed = fields.length === 4 && [start, end, confidence].every((f) => f !== undefined && /^-?\d+(\.\d+)?$/.test(f));
    if (!timed || token === undefined) {
      textLines.push(line);
      continue;
    }
    if (isMarker(token)) continue;
    words.push({
      word: token.replace(/\(\d+\)$/, ''),
      start: Number(start),
      end: Number(end),
      confidence: Math.max(0, Math.min(1, Number(confidence))),
    });
  }
  return { text: textLines.join(' '), words };
}
