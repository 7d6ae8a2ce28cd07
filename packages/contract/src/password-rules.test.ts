import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.ts';

describe('passwordProblem', () => {
  it.each([
    ['ABC123!x'.toUpperCase(), 'Include a lowercase letter'],
    ['abc123!x', 'Include an uppercase letter'],
    ['Abcdef!x', 'Include a number'],
    ['Abcdef1x', 'Include a special character'],
    ['Ab1!x', 'At least 8 characters long'],
  ])('%s → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts a password that meets every rule', () => {
    expect(passwordProblem('Abcdef1!')).toBeNull();
  });
});
