/**
 * Answered with 403 to a cookie-authenticated change (any non-GET request outside /api/auth) whose
 * Origin header is missing or not one of the app's own origins: a forged cross-site form or request.
 */
export const MISSING_ORIGIN_MESSAGE = 'Missing or null Origin header: the request was refused to protect your account';
export const UNTRUSTED_ORIGIN_MESSAGE = 'Request from an untrusted origin: the request was refused to protect your account';
