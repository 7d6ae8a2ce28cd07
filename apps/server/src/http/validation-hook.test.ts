import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-hook.ts';

const schema = z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int(), kind: z.enum(['a', 'b']) });
const messageFor = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return validationMessage(result.error);
};

describe('validationMessage', () => {
  it('names missing fields', () => expect(messageFor({ name: 'x', kind: 'a' })).toBe('age is required'));
  it('keeps messages written for people', () => expect(messageFor({ name: '', age: 1, kind: 'a' })).toBe('Name is required'));
  it('lists allowed values', () => expect(messageFor({ name: 'x', age: 1, kind: 'c' })).toBe('kind must be one of: a, b'));
  it('prefixes generic messages with the field', () => expect(messageFor({ name: 'x', age: 'old', kind: 'a' })).toMatch(/^age: /));
});
