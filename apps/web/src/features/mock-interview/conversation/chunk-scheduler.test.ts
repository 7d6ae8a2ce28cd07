import { describe, expect, it } from 'vitest';
import { chunkSettled, chunksDone, emptyChunkQueue, isCurrentAnswer, offerChunk, startAnswer, type ChunkQueue } from './chunk-scheduler.ts';

interface TestChunk {
  answer: number;
  n: number;
}

/** Plays offers ('o') and replies ('r') and keeps what was sent, in order. */
function play(steps: ({ o: TestChunk } | 'r' | { answer: number })[], start: ChunkQueue<TestChunk> = emptyChunkQueue(1)) {
  let queue = start;
  const sent: number[] = [];
  for (const step of steps) {
    if (step === 'r') {
      const next = chunkSettled(queue);
      queue = next.queue;
      if (next.send) sent.push(next.send.n);
    } else if ('o' in step) {
      const next = offerChunk(queue, step.o);
      queue = next.queue;
      if (next.send) sent.push(next.send.n);
    } else queue = startAnswer(queue, step.answer);
  }
  return { queue, sent };
}

const c = (n: number, answer = 1): { o: TestChunk } => ({ o: { answer, n } });

describe('chunk scheduler', () => {
  it('sends a chunk at once when nothing is out, and the next one after the reply', () => {
    const { queue, sent } = play([c(1), 'r', c(2), 'r']);
    expect(sent).toEqual([1, 2]);
    expect(chunksDone(queue)).toBe(true);
    expect(queue.dropped).toBe(0);
  });

  it('keeps one request in flight: a chunk recorded meanwhile waits for the reply', () => {
    const { queue, sent } = play([c(1), c(2)]);
    expect(sent).toEqual([1]);
    expect(queue).toMatchObject({ inFlight: true, waiting: { n: 2 } });
    expect(chunksDone(queue)).toBe(false);
  });

  it('drops a stale waiting chunk for the newest one', () => {
    const { queue, sent } = play([c(1), c(2), c(3), c(4), 'r', 'r']);
    expect(sent).toEqual([1, 4]);
    expect(queue.dropped).toBe(2);
    expect(chunksDone(queue)).toBe(true);
  });

  it('drops what waits when a new answer begins, and any late chunk of the old one', () => {
    const { queue, sent } = play([c(1), c(2), { answer: 2 }, c(3, 1), 'r', c(4, 2), 'r']);
    expect(sent).toEqual([1, 4]);
    expect(isCurrentAnswer(queue, 1)).toBe(false);
    expect(isCurrentAnswer(queue, 2)).toBe(true);
  });

  it('still waits for the request of the old answer before sending one of the new', () => {
    const { queue, sent } = play([c(1), { answer: 2 }, c(2, 2)]);
    expect(sent).toEqual([1]);
    expect(chunkSettled(queue).send).toEqual({ answer: 2, n: 2 });
  });
});
