import { describe, expect, it } from 'vitest';
import { fixedSizeChunks } from './fixed-size-chunks.ts';

async function* pieces(...parts: number[][]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield Uint8Array.from(part);
}

async function collect(source: AsyncIterable<Uint8Array>, size: number): Promise<number[][]> {
  const out: number[][] = [];
  for await (const chunk of fixedSizeChunks(source, size)) out.push([...chunk]);
  return out;
}

describe('fixedSizeChunks', () => {
  it('joins pieces that split a chunk', async () => {
    expect(await collect(pieces([1, 2], [3, 4, 5], [6]), 3)).toEqual([[1, 2, 3], [4, 5, 6]]);
  });
  it('splits a piece that holds several chunks', async () => {
    expect(await collect(pieces([1, 2, 3, 4, 5, 6, 7, 8]), 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8]]);
  });
  it('drops a trailing partial chunk', async () => {
    expect(await collect(pieces([1, 2, 3], [4, 5]), 2)).toEqual([[1, 2], [3, 4]]);
  });
  it('yields independent buffers', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of fixedSizeChunks(pieces([1, 2, 3, 4]), 2)) chunks.push(chunk);
    expect(chunks[0]).not.toBe(chunks[1]);
    expect([...(chunks[0] ?? [])]).toEqual([1, 2]);
  });
  it('rejects a non-positive size', async () => {
    await expect(collect(pieces([1]), 0)).rejects.toThrow(/positive integer/);
  });
});
