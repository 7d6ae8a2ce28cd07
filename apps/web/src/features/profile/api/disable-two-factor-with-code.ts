import { ACCOUNT_PATHS, twoFactorDisableResponseSchema } from '@rehearse/contract/account-api';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/two-factor/disable/ with an authenticator or backup code. */
export async function disableTwoFactorWithCode(code: string): Promise<string> {
  return (await apiRequest(ACCOUNT_PATHS.twoFactorDisable, { method: 'POST', body: { code }, schema: twoFactorDisableResponseSchema })).message;
}
