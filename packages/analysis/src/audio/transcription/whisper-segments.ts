import type { TranscriptWord } from '@rehearse/contract/analysis-result';

/** A whisper.cpp segment with t0/t1 in milliseconds (the addon multiplies whisper.cpp's 10 ms units by 10). */
export interface WhisperSegment {
  text: string;
  t0: number;
  t1: number;
}

/**
 * Words from token-level segments (transcribed with `maxLen: 1, tokenTimestamps: true`). A token that does not start
 * with a space continues the previous word ("Dash" + "wood"); pure punctuation is dropped; bracketed annotations such
 * as "[BLANK_AUDIO]" or "(coughs)" are not speech. whisper.cpp decodes 30 s windows of zero-padded audio and may place
 * a timestamp in the padding, so times are kept inside the recording (`durationSeconds`) and in order.
 */
export function whisperSegmentsToWords(segments: WhisperSegment[], durationSeconds: number): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  const within = (seconds: number) => Math.min(Math.max(seconds, 0), durationSeconds);
  for (const segment of segments) {
    const raw = segment.text;
    const token = raw.trim();
    if (!token || /^\[.*\]$|^\(.*\)$/.test(token) || /^[^\p{L}\p{N}']+$/u.test(token)) continue;
    const last = words.at(-1);
    const start = within(Math.max(segment.t0 / 1000, last?.end ?? 0));
    const end = within(Math.max(segment.t1 / 1000, start));
    if (last !== undefined && !/^\s/.test(raw)) {
      last.word += token;
      last.end = Math.max(last.end, end);
    } else {
      words.push({ word: token, start, end, confidence: null });
    }
  }
  return words;
}
