import { ACCOUNT_PATHS, loginHistoryResponseSchema, type LoginHistoryItem } from '@rehearse/contract/account-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-query-keys.ts';

export async function getLoginHistory(signal?: AbortSignal): Promise<LoginHistoryItem[]> {
  return (await apiRequest(ACCOUNT_PATHS.loginHistory, { schema: loginHistoryResponseSchema, signal })).items;
}

export const loginHistoryQuery = () => queryOptions({ queryKey: accountKeys.loginHistory(), queryFn: ({ signal }) => getLoginHistory(signal) });

export function useLoginHistory(enabled: boolean) {
  return useQuery({ ...loginHistoryQuery(), enabled });
}
