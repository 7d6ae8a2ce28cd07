/** Answered with 401 by every call that needs a signed-in user. */
export const AUTHENTICATION_FAILED = 'Authentication failed. Please log in again.';
/** Answered with 403 when a signed-in user lacks the role a call needs. */
export const ACCESS_DENIED = 'You do not have permission to perform this action.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
/** Answered with 429 while an account's sign-in back-off runs (too many failed passwords in a row). */
export const SIGN_IN_BACKOFF = 'Too many failed sign-in attempts for this account. Please wait a few minutes and try again.';
/** Answered with 400 by the auth routes when a JSON body is not an object (null, an array, a number, cut off). */
export const JSON_OBJECT_BODY_REQUIRED = 'The request body must be a JSON object.';
