import type { TranscriptWord } from '@rehearse/contract/analysis-result';

/** Markers PocketSphinx puts in its word list that are not words: utterance bounds, silence, noise fillers (<s>, </s>, <sil>, [NOISE], [SPEECH], ++BREATH++…). */
function isMarker(token: string): boolean {
  return /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token);
}

/**
 * Parses the CTM file `pocketsphinx_batch -ctm` writes: one `utterance channel start duration word posterior` line
 * per token, times in seconds from the start of the utterance's first frame plus `offsets` (the start of each
 * utterance in the file, by utterance id), the posterior in 0–1. Pronunciation variants ("and(2)") are reduced to the word.
 */
export function parsePocketsphinxCtm(ctm: string, offsets: ReadonlyMap<string, number> = new Map()): { text: string; words: TranscriptWord[] } {
  const words: TranscriptWord[] = [];
  for (const raw of ctm.split('\n')) {
    const fields = raw.trim().split(/\s+/);
    if (fields.length < 6) continue;
    const [utterance = '', , startText, durationText, token = '', posteriorText] = fields;
    const [start, duration, posterior] = [Number(startText), Number(durationText), Number(posteriorText)];
    if (![start, duration, posterior].every(Number.isFinite) || isMarker(token)) continue;
    const offset = offsets.get(utterance) ?? 0;
    words.push({
      word: token.replace(/\(\d+\)$/, ''),
      start: round(offset + start),
      end: round(offset + start + duration),
      confidence: Math.max(0, Math.min(1, posterior)),
    });
  }
  words.sort((a, b) => a.start - b.start);
  return { text: words.map((w) => w.word).join(' '), words };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
