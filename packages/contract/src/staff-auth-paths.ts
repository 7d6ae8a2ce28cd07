// Paths only, no schemas.

/** The staff token login (decision 018), outside `/api` as the spec has it. */
export const STAFF_AUTH_BASE_PATH = '/auth';

export const STAFF_AUTH_PATHS = {
  login: '/auth/login/',
  logout: '/auth/logout/',
} as const;
