import type { TranscriptWord } from '@rehearse/contract/analysis-result';

/** A whisper.cpp segment as @fugood/whisper.node returns it: t0/t1 in centiseconds (whisper.cpp's 10 ms units). */
export interface WhisperSegment {
  text: string;
  t0: number;
  t1: number;
}

/**
 * Words from token-level segments (transcribed with `maxLen: 1, tokenTimestamps: true`). A token that does not start
 * with a space continues the previous word ("Dash" + "wood"); pure punctuation is dropped; bracketed annotations such
 * as "[BLANK_AUDIO]" or "(coughs)" are not speech.
 */
export function whisperSegmentsToWords(segments: WhisperSegment[]): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const segment of segments) {
    const raw = segment.text;
    const token = raw.trim();
    if (!token || /^\[.*\]$|^\(.*\)$/.test(token)) continue;
    const start = segment.t0 / 100;
    const end = segment.t1 / 100;
    const last = words.at(-1);
    const continues = last !== undefined && !/^\s/.test(raw);
    if (/^[^\p{L}\p{N}']+$/u.test(token)) continue;
    if (continues) {
      last.word += token;
      last.end = Math.max(last.end, end);
    } else {
      words.push({ word: token, start, end, confidence: null });
    }
  }
  return words;
}
