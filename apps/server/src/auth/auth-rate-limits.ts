/** better-auth rate-limit rules per auth path: requests allowed per window (seconds) per client address. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/username': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 300, max: 3 },
  '/forget-password': { window: 300, max: 3 },
  '/reset-password': { window: 300, max: 5 },
  '/send-verification-email': { window: 300, max: 3 },
  '/two-factor/*': { window: 60, max: 10 },
  // Every page load reads the session: users behind one address (an office, a school) would be shown signed out once
  // they passed the default 100 a minute together. It only reads the caller's own cookie; nothing to guess.
  '/get-session': false,
} as const;
