import { describe, expect, it } from 'vitest';
import { newPasswordFieldsSchema, registerSchema } from './password-schema.ts';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('registration schema', () => {
  const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret1!x', confirmPassword: 'Secret1!x' };

  it('accepts a valid form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it('reports the first broken password rule and a mismatch', () => {
    expect(messages(registerSchema.safeParse({ ...valid, password: 'secret', confirmPassword: 'secret' }))).toEqual([
      'Include an uppercase letter',
    ]);
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'Secret1!y' }))).toEqual(['Passwords do not match']);
  });
  it('requires a name and a valid email', () => {
    expect(messages(registerSchema.safeParse({ ...valid, fullName: '  ', email: 'nope' }))).toEqual([
      'Full name is required',
      'Enter a valid email address',
    ]);
  });
});

describe('new password fields', () => {
  it('checks the rules in spec order', () => {
    expect(messages(newPasswordFieldsSchema.safeParse({ password: 'Aa1!', confirmPassword: 'Aa1!' }))).toEqual([
      'At least 8 characters long',
    ]);
  });
});
