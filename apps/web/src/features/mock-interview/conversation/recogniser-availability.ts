/** Chunks answered "no recogniser" one after another before live words are turned off for the interview. */
const UNAVAILABLE_IN_A_ROW_TO_STOP = 3;

/** How the server's recogniser has answered the chunks so far: only failures one after another count. */
export interface RecogniserAvailability {
  unavailableInARow: number;
}

export const recogniserAnswering: RecogniserAvailability = { unavailableInARow: 0 };

/**
 * The next chunk's answer: words (or silence) reset the count; "unavailable" (503) counts. A server with no recogniser
 * fails every chunk, a busy one fails one now and then and hears the next, so live words stop only after a run.
 */
export function chunkAnswered(state: RecogniserAvailability, answered: 'words' | 'unavailable'): { state: RecogniserAvailability; stopWords: boolean } {
  if (answered === 'words') return { state: recogniserAnswering, stopWords: false };
  const unavailableInARow = state.unavailableInARow + 1;
  return { state: { unavailableInARow }, stopWords: unavailableInARow >= UNAVAILABLE_IN_A_ROW_TO_STOP };
}
