import { analysisUrls, compareResponseSchema, type CompareRequest } from '@rehearse/contract/analysis-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Partial on purpose: the screen shows basic_comparison alone, and flags a response with neither part. */
const lenientCompareSchema = compareResponseSchema.partial();
export type LenientCompareResponse = z.infer<typeof lenientCompareSchema>;

/** POST /api/analysis/compare/ */
export function compareAnalyses(analysisIds: string[]): Promise<LenientCompareResponse> {
  const body: CompareRequest = { analysis_ids: analysisIds };
  return apiRequest(analysisUrls.compare(), { method: 'POST', body, schema: lenientCompareSchema });
}

export function useCompareAnalyses() {
  return useMutation({ mutationFn: compareAnalyses });
}
