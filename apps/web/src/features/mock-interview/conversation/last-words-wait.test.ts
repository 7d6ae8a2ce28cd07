import { describe, expect, it } from 'vitest';
import { lastWordsReady, type LastWordsMoment } from './last-words-wait.ts';

/** A turn's last-words wait as it was seen, checked on every 30 ms poll: how long the page waited before going on. */
function waited(moment: Omit<LastWordsMoment, 'waitedMs'>, recognisedAfterMs: number, heardThen: number): number {
  for (let waitedMs = 0; ; waitedMs += 30) {
    const arrived = waitedMs >= recognisedAfterMs;
    if (lastWordsReady({ ...moment, waitedMs, chunksInFlight: moment.chunksInFlight && !arrived, wordsHeard: arrived ? heardThen : moment.wordsHeard })) return waitedMs;
  }
}

describe('how long the words of a turn that just ended are awaited', () => {
  it('goes on at once when every chunk is recognised', () => {
    expect(lastWordsReady({ wordsHeard: 0, chunksInFlight: false, waitedMs: 0, quietBeforeMs: 400 })).toBe(true);
    expect(lastWordsReady({ wordsHeard: 52, chunksInFlight: false, waitedMs: 0, quietBeforeMs: 1_900 })).toBe(true);
  });

  it('waits for "could you repeat the question?" whose only chunk a busy server recognises in 6.5 s, not 2 s', () => {
    // Its one chunk was sent 0.3 s after the voice fell quiet; the turn ended 1.9 s later (the patience with no words).
    expect(waited({ wordsHeard: 0, chunksInFlight: true, quietBeforeMs: 1_900 }, 6_500, 5)).toBe(6_510);
  });

  it('waits for a short answer whose first words are in and its last chunk is still out', () => {
    // "we shipped it" heard, "on time in six weeks" out for 4.2 s.
    expect(waited({ wordsHeard: 3, chunksInFlight: true, quietBeforeMs: 1_700 }, 4_200, 8)).toBe(4_200);
  });

  it('gives up on words that never come after ten seconds: a recogniser that hangs does not hold the interview', () => {
    expect(waited({ wordsHeard: 4, chunksInFlight: true, quietBeforeMs: 1_700 }, 60_000, 4)).toBe(10_020);
  });

  it('keeps the short wait for a long answer, whose moving on must not wait for its last seconds of words', () => {
    // A 40-second answer, 61 words heard, its last chunk out for 5.1 s: 2.4 s after the voice fell quiet 1.8 s before the end.
    expect(waited({ wordsHeard: 61, chunksInFlight: true, quietBeforeMs: 1_800 }, 5_100, 70)).toBe(600);
    // Ended at once by a key, the voice quiet only 0.2 s: 2 s at most.
    expect(waited({ wordsHeard: 61, chunksInFlight: true, quietBeforeMs: 200 }, 5_100, 70)).toBe(2_010);
    // Ended long after the voice fell quiet (a hesitation's patience): no wait left.
    expect(waited({ wordsHeard: 15, chunksInFlight: true, quietBeforeMs: 4_100 }, 3_000, 20)).toBe(0);
  });

  it('counts a request at its longest, fourteen words, as few', () => {
    const moment = { chunksInFlight: true, waitedMs: 3_000, quietBeforeMs: 1_600 };
    expect(lastWordsReady({ ...moment, wordsHeard: 14 })).toBe(false);
    expect(lastWordsReady({ ...moment, wordsHeard: 15 })).toBe(true);
  });
});
