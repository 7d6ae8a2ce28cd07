import { SHARE_WITHDRAWN_STATUS } from '@rehearse/contract/sharing';
import { ApiError } from '../../lib/api-client.ts';

/** The server's answer when the owner revoked the viewer's access to an analysis they could see before. */
export function isWithdrawnShare(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === SHARE_WITHDRAWN_STATUS;
}
