import { describe, expect, it } from 'vitest';
import { turnWords } from './turn-words.ts';

describe('turnWords', () => {
  it('keeps the words heard in a turn ended by a key, which ends with none of its own', () => {
    expect(turnWords('', ' i called her the same day ')).toBe('i called her the same day');
  });

  it('takes the words of the last chunk too when they came after the silence ended the turn', () => {
    expect(turnWords('i called her the same day', 'i called her the same day and she stayed with us')).toBe('i called her the same day and she stayed with us');
  });

  it('keeps what the turn ended with when nothing more was heard (a recogniser that gave up, a typed turn)', () => {
    expect(turnWords('we cut the delay to one week', '')).toBe('we cut the delay to one week');
  });
});
