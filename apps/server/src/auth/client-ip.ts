/**
 * The request header carrying the client address the HTTP layer resolved (socket address, or
 * X-Forwarded-For behind a trusted proxy). Any incoming copy is overwritten, so clients cannot
 * pick their own rate-limit bucket; better-auth reads it via `advanced.ipAddress`.
 */
export const CLIENT_IP_HEADER = 'x-rehearse-client-ip';

/** Set by the server itself when it signs a staff member in through better-auth's API. */
export const LOGIN_METHOD_HEADER = 'x-rehearse-login-method';
