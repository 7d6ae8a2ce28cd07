/** The coach's query keys, from one factory. */
export const coachKeys = {
  all: ['coach'] as const,
  history: () => [...coachKeys.all, 'history'] as const,
};
