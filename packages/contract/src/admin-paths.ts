// Paths only, no schemas: the web's staff screens import them without pulling zod into other chunks.

export const ADMIN_BASE_PATH = '/api/admin';

/** `/api/admin/*` in OpenAPI form (`{param}`), as the server declares them. */
export const ADMIN_PATHS = {
  access: '/api/admin/access/',
  stats: '/api/admin/stats/',
  users: '/api/admin/users/',
  userRole: '/api/admin/users/{id}/role/',
  userStatus: '/api/admin/users/{id}/status/',
  userCredits: '/api/admin/users/{id}/credits/',
  analyses: '/api/admin/analyses/',
  analysis: '/api/admin/analyses/{id}/',
  analysisRerun: '/api/admin/analyses/{id}/rerun/',
  audit: '/api/admin/audit/',
  settings: '/api/admin/settings/',
  languageModel: '/api/admin/language-model/',
} as const;

const withQuery = (path: string, query: URLSearchParams): string => (query.size > 0 ? `${path}?${query.toString()}` : path);
const id = (value: string): string => encodeURIComponent(value);

/** The same paths as URLs the web calls. */
export const adminUrls = {
  access: (): string => ADMIN_PATHS.access,
  stats: (): string => ADMIN_PATHS.stats,
  users: (query: URLSearchParams): string => withQuery(ADMIN_PATHS.users, query),
  userRole: (userId: string): string => `/api/admin/users/${id(userId)}/role/`,
  userStatus: (userId: string): string => `/api/admin/users/${id(userId)}/status/`,
  userCredits: (userId: string): string => `/api/admin/users/${id(userId)}/credits/`,
  analyses: (query: URLSearchParams): string => withQuery(ADMIN_PATHS.analyses, query),
  analysis: (analysisId: string): string => `/api/admin/analyses/${id(analysisId)}/`,
  analysisRerun: (analysisId: string): string => `/api/admin/analyses/${id(analysisId)}/rerun/`,
  audit: (page: number): string => `${ADMIN_PATHS.audit}?page=${page}`,
  settings: (): string => ADMIN_PATHS.settings,
  languageModel: (): string => ADMIN_PATHS.languageModel,
};
