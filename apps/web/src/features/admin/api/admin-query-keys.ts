/** Every admin query's key, from one factory: an action invalidates `adminKeys.all`, which covers them all. */
export const adminKeys = {
  all: ['admin'] as const,
  access: () => [...adminKeys.all, 'access'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (search: string, page: number) => [...adminKeys.all, 'users', search, page] as const,
  analyses: (search: string, status: string, page: number) => [...adminKeys.all, 'analyses', search, status, page] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  languageModel: () => [...adminKeys.all, 'language-model'] as const,
};
