/** Password rules, checked in this order; the first failure is the message shown. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
export const PASSWORD_MIN_LENGTH = 8;

const rules: ReadonlyArray<{ test: (password: string) => boolean; message: string }> = [
  { test: (p) => /[a-z]/.test(p), message: 'Include a lowercase letter' },
  { test: (p) => /[A-Z]/.test(p), message: 'Include an uppercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Include a number' },
  { test: (p) => [...PASSWORD_SPECIAL_CHARACTERS].some((c) => p.includes(c)), message: 'Include a special character' },
  { test: (p) => p.length >= PASSWORD_MIN_LENGTH, message: 'At least 8 characters long' },
];

/** The first rule the password breaks, or null when it meets all of them. */
export function passwordProblem(password: string): string | null {
  return rules.find((rule) => !rule.test(password))?.message ?? null;
}
