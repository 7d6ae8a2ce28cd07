import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSignedIn, wasSignedIn } from './signed-in-memory.ts';

describe('signed-in memory', () => {
  beforeEach(() => localStorage.clear());

  it('is false for a browser that never saw a session', () => {
    expect(wasSignedIn()).toBe(false);
  });

  it('remembers a signed-in answer until a signed-out one', () => {
    rememberSignedIn(true);
    expect(wasSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(wasSignedIn()).toBe(false);
  });

  it('is false, not an error, when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberSignedIn(true, refusing)).not.toThrow();
    expect(wasSignedIn(refusing)).toBe(false);
  });
});
