import { MAX_REQUEST_WORDS } from '@rehearse/interviewer/intents/spoken-intent';

/**
 * An answer's last words are awaited this long at most, and no longer than LAST_WORDS_AFTER_VOICE_MS after the voice
 * fell quiet: the turn-taker's patience (1.6 s after a finished sentence) has already given the last chunk that long,
 * and the wait holds the interviewer's reply, follow-up or not (decision 086).
 */
const LAST_WORDS_WAIT_MS = 2_000;
const LAST_WORDS_AFTER_VOICE_MS = 2_400;
/**
 * A turn heard as a few words so far may be a spoken request ("could you repeat the question?", at most
 * MAX_REQUEST_WORDS, decision 065) whose only chunk is still at the recogniser, which takes 2–8 s on a busy server:
 * taken without it, the request would be saved as an answer. Its chunks are awaited this long at most.
 */
const FEW_WORDS_WAIT_MS = 10_000;

export interface LastWordsMoment {
  /** Words of the turn recognised so far. */
  wordsHeard: number;
  /** Chunks of the turn still to be recognised: its last one being handed over, out at the recogniser or queued. */
  chunksInFlight: boolean;
  /** Since the turn ended. */
  waitedMs: number;
  /** From the voice falling quiet to the end of the turn. */
  quietBeforeMs: number;
}

/** Whether the words heard so far are all a turn that just ended waits for. */
export function lastWordsReady({ wordsHeard, chunksInFlight, waitedMs, quietBeforeMs }: LastWordsMoment): boolean {
  if (!chunksInFlight) return true;
  if (wordsHeard <= MAX_REQUEST_WORDS) return waitedMs >= FEW_WORDS_WAIT_MS;
  return waitedMs >= Math.min(LAST_WORDS_WAIT_MS, Math.max(0, LAST_WORDS_AFTER_VOICE_MS - quietBeforeMs));
}
