/** Query keys of the owner's shares and of what viewers wrote, one factory so invalidations name the same keys. */
export const sharingKeys = {
  all: ['sharing'] as const,
  shares: () => [...sharingKeys.all, 'shares'] as const,
  comments: (analysisId: string) => [...sharingKeys.all, 'comments', analysisId] as const,
};
