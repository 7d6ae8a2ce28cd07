export const PASSWORD_TITLE = 'Password must contain: lowercase, uppercase, number, and special character';
export const PASSWORD_OK_MESSAGE = '✓ Password meets all requirements';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
