import { describe, expect, it } from 'vitest';
import { chunkAnswered, recogniserAnswering, type RecogniserAvailability } from './recogniser-availability.ts';

function run(answers: ('words' | 'unavailable')[]): boolean[] {
  let state: RecogniserAvailability = recogniserAnswering;
  return answers.map((answered) => {
    const step = chunkAnswered(state, answered);
    state = step.state;
    return step.stopWords;
  });
}

describe('whether the recogniser is there', () => {
  it('keeps live words through a busy server that fails a chunk now and then', () => {
    expect(run(['unavailable', 'words', 'unavailable', 'unavailable', 'words', 'unavailable'])).not.toContain(true);
  });

  it('turns live words off when the server fails three chunks in a row', () => {
    expect(run(['words', 'unavailable', 'unavailable', 'unavailable'])).toEqual([false, false, false, true]);
  });
});
