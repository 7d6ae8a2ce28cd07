// The profile page's own texts and timing.

export const EMAIL_READ_ONLY = 'Email cannot be changed';
/** Sign-out this long after a successful deletion. */
export const SIGN_OUT_AFTER_DELETE_MS = 3_000;
