import { analysisDetailResponseSchema } from '@rehearse/contract/analysis-api';
import { z } from 'zod';

/**
 * The detail screen validates the session strictly but reads `results` leniently
 * (lib/analysis-result/result-view.ts), so one odd field shows the data-error screen rather than a failed request.
 */
export const lenientDetailSchema = analysisDetailResponseSchema.extend({ results: z.unknown() });
export type LenientDetail = z.infer<typeof lenientDetailSchema>;
