import { ACCOUNT_PATHS, accountDeleteResponseSchema, type AccountDeleteRequest } from '@rehearse/contract/account-api';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/delete/: answers the server's confirmation message. */
export async function deleteAccount(request: AccountDeleteRequest): Promise<string> {
  return (await apiRequest(ACCOUNT_PATHS.delete, { method: 'POST', body: request, schema: accountDeleteResponseSchema })).message;
}
