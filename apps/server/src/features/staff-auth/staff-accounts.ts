import { passwordProblem } from '@rehearse/contract/password-rules';
import type { Auth } from '../../auth/create-auth.ts';
import { staffRoleOf } from '../../auth/admin-capability.ts';

export interface StaffAccountInput {
  username: string;
  email: string;
  password: string;
  superuser: boolean;
  fullName?: string;
}

/** The username plugin's default rules: 3–30 characters of letters, digits, `_` and `.`. */
const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;

/** What is wrong with the input, or null. */
export function staffAccountProblem(input: StaffAccountInput): string | null {
  if (!USERNAME_PATTERN.test(input.username)) return 'username must be 3-30 letters, digits, "_" or "."';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) return 'email must be an e-mail address';
  const problem = passwordProblem(input.password);
  return problem ? `password: ${problem}` : null;
}

/**
 * Creates a verified staff user (role admin for superusers, else staff; username; is_superuser), or updates the user with
 * that e-mail: role, username, flag and password. Returns the user id and whether it was created.
 */
export async function upsertStaffAccount(auth: Auth, input: StaffAccountInput): Promise<{ userId: string; created: boolean }> {
  const problem = staffAccountProblem(input);
  if (problem) throw new Error(problem);
  const context = await auth.$context;
  const email = input.email.toLowerCase();
  const username = input.username.toLowerCase();
  const taken = await context.adapter.findOne<{ id: string; email: string }>({ model: 'user', where: [{ field: 'username', value: username }] });
  if (taken && taken.email !== email) throw new Error(`username "${input.username}" already belongs to ${taken.email}`);
  const hash = await context.password.hash(input.password);
  const fields = {
    role: staffRoleOf(input.superuser),
    username,
    displayUsername: input.username,
    is_superuser: input.superuser,
    emailVerified: true,
  };
  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    const userId = existing.user.id;
    await context.internalAdapter.updateUser(userId, input.fullName ? { ...fields, name: input.fullName, full_name: input.fullName } : fields);
    if (existing.accounts.some((account) => account.providerId === 'credential')) await context.internalAdapter.updatePassword(userId, hash);
    else await context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
    return { userId, created: false };
  }
  const fullName = input.fullName ?? input.username;
  const user = await context.internalAdapter.createUser({ ...fields, email, name: fullName, full_name: fullName }, { method: 'admin' });
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  return { userId: user.id, created: true };
}
