/**
 * Which recorded chunk of an answer goes to the recogniser next: one request at a time (a slow server is never handed
 * a queue), and while one is out only the newest chunk waits — an older waiting one is dropped, since the words of the
 * last seconds are the ones turn-taking and spoken requests need. A chunk of an earlier answer is dropped too.
 */
export interface ChunkQueue<C> {
  /** The answer being heard: chunks and replies of any other are stale. */
  answer: number;
  inFlight: boolean;
  waiting: C | null;
  /** Chunks dropped in this answer (a figure for the decision record, not a rule). */
  dropped: number;
}

export interface Chunk {
  answer: number;
}

export const emptyChunkQueue = <C extends Chunk>(answer = 0): ChunkQueue<C> => ({ answer, inFlight: false, waiting: null, dropped: 0 });

export interface ChunkStep<C> {
  queue: ChunkQueue<C>;
  /** The chunk to send now, if any. */
  send: C | null;
}

/** A chunk was recorded. */
export function offerChunk<C extends Chunk>(queue: ChunkQueue<C>, chunk: C): ChunkStep<C> {
  if (chunk.answer !== queue.answer) return { queue: { ...queue, dropped: queue.dropped + 1 }, send: null };
  if (!queue.inFlight) return { queue: { ...queue, inFlight: true }, send: chunk };
  return { queue: { ...queue, waiting: chunk, dropped: queue.dropped + (queue.waiting ? 1 : 0) }, send: null };
}

/** The request out came back (words or a failure): the waiting chunk goes next. */
export function chunkSettled<C extends Chunk>(queue: ChunkQueue<C>): ChunkStep<C> {
  if (queue.waiting) return { queue: { ...queue, inFlight: true, waiting: null }, send: queue.waiting };
  return { queue: { ...queue, inFlight: false }, send: null };
}

/** A new answer begins (or the last one was thrown away): what waits is dropped; the request out, if any, still settles. */
export function startAnswer<C extends Chunk>(queue: ChunkQueue<C>, answer: number): ChunkQueue<C> {
  return { answer, inFlight: queue.inFlight, waiting: null, dropped: 0 };
}

/** Whether the words of a chunk of `answer` still belong to the answer being heard. */
export const isCurrentAnswer = <C extends Chunk>(queue: ChunkQueue<C>, answer: number): boolean => queue.answer === answer;

/** Nothing out and nothing waiting: the words of the answer are all in. */
export const chunksDone = <C extends Chunk>(queue: ChunkQueue<C>): boolean => !queue.inFlight && queue.waiting === null;
