import type { Auth } from '../../auth/create-auth.ts';

/**
 * Whether `password` is the user's password, checked with better-auth's own hasher; null when the
 * account has no password (made with Google alone).
 */
export async function passwordMatches(auth: Auth, userId: string, password: string): Promise<boolean | null> {
  const context = await auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  const credential = accounts.find((account) => account.providerId === 'credential' && account.password);
  if (!credential?.password) return null;
  return context.password.verify({ hash: credential.password, password });
}
