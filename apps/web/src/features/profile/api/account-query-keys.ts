/** Query keys of the signed-in user's account (sign-in history, signed-in devices), from one factory. */
export const accountKeys = {
  all: ['account'] as const,
  loginHistory: () => [...accountKeys.all, 'login-history'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
