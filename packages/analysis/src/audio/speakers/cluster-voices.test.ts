import { describe, expect, it } from 'vitest';
import { clusterVoices, renumbered } from './cluster-voices.ts';
import { addFrame, emptyStatistics } from './voice-statistics.ts';

function piece(mean: number, seed: number) {
  const statistics = emptyStatistics(3);
  let x = seed;
  for (let k = 0; k < 200; k++) {
    x = (x * 16807) % 2147483647;
    const noise = (x / 2147483647 - 0.5) * 2;
    addFrame(statistics, [mean + noise, mean * 0.5 - noise, noise]);
  }
  return statistics;
}

describe('clusterVoices', () => {
  it('keeps pieces of one voice together', () => {
    expect(clusterVoices([piece(0, 1), piece(0, 2), piece(0, 3), piece(0, 4)])).toEqual([0, 0, 0, 0]);
  });

  it('separates two alternating voices', () => {
    expect(clusterVoices([piece(0, 1), piece(5, 2), piece(0, 3), piece(5, 4), piece(0, 5)])).toEqual([0, 1, 0, 1, 0]);
  });

  it('answers nothing for no pieces', () => {
    expect(clusterVoices([])).toEqual([]);
  });
});

describe('renumbered', () => {
  it('numbers labels by first appearance', () => {
    expect(renumbered([7, 3, 7, 9])).toEqual([0, 1, 0, 2]);
  });
});
