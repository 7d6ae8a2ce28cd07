import { describe, expect, it } from 'vitest';
import { asksForModel } from './analysis-types.ts';

describe('asksForModel', () => {
  it("is true only when the stored start request's types include 'llm'", () => {
    expect(asksForModel('["video","audio","combined","llm"]')).toBe(true);
    expect(asksForModel('["llm"]')).toBe(true);
    expect(asksForModel('["video","audio"]')).toBe(false);
    expect(asksForModel('[]')).toBe(false);
  });

  it('is false for older sessions and unreadable text', () => {
    expect(asksForModel(null)).toBe(false);
    expect(asksForModel('')).toBe(false);
    expect(asksForModel('llm')).toBe(false);
    expect(asksForModel('{"llm":true}')).toBe(false);
    expect(asksForModel('["llm","telepathy"]')).toBe(false);
  });
});
