import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readStoredJson } from './stored-json.ts';

const schema = z.object({ score: z.number() });

describe('readStoredJson', () => {
  it('answers the value in the schema’s shape', () => {
    expect(readStoredJson('{"score":71.5}', schema)).toEqual({ readable: true, value: { score: 71.5 } });
  });

  it('answers why a corrupt row cannot be read instead of throwing', () => {
    expect(readStoredJson('{"score":71', schema)).toEqual({ readable: false, reason: 'not JSON' });
    expect(readStoredJson('{"score":"high"}', schema)).toEqual({ readable: false, reason: expect.stringMatching(/^not the expected shape \(score: /) });
    expect(readStoredJson('null', schema)).toMatchObject({ readable: false });
  });
});
