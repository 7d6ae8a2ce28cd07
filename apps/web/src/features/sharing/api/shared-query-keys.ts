/** Query keys of what others shared with the signed-in user ("Shared with me"), from one factory. */
export const sharedKeys = {
  all: ['admin-panel'] as const,
  analyses: (page: number) => [...sharedKeys.all, 'analyses', page] as const,
  analysis: (id: string) => [...sharedKeys.all, 'analysis', id] as const,
};
