import { isTwoFactorCode, WRONG_TWO_FACTOR_CODE } from '@rehearse/contract/account-api';
import { isAPIError } from 'better-auth/api';
import type { Auth } from '../../auth/create-auth.ts';
import { sessionCacheOf } from '../../http/session-user.ts';
import { AccountProblem } from './account-problem.ts';

/**
 * Turns two-factor off with an authenticator code or a backup code instead of the password
 * (better-auth's own `/two-factor/disable` takes the password). The code is checked by better-auth
 * (with its failure lock-out); then the same two writes as its disable endpoint are made.
 */
export async function disableTwoFactorWithCode(auth: Auth, userId: string, code: string, headers: Headers): Promise<void> {
  const trimmed = code.trim();
  try {
    if (isTwoFactorCode(trimmed)) await auth.api.verifyTOTP({ body: { code: trimmed }, headers });
    else await auth.api.verifyBackupCode({ body: { code: trimmed }, headers });
  } catch (error) {
    if (isAPIError(error)) throw new AccountProblem(400, WRONG_TWO_FACTOR_CODE);
    throw error;
  }
  const context = await auth.$context;
  await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false });
  await context.adapter.delete({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
  sessionCacheOf(auth).clear();
}
