import { analysisTypeSchema } from '@rehearse/contract/analysis-api';
import { z } from 'zod';

const storedTypesSchema = z.array(analysisTypeSchema);

/**
 * Whether a session's start request asked for 'llm' (ask the model when one is configured).
 * Sessions stored before the types were kept (null) or with unreadable text do not.
 */
export function asksForModel(storedAnalysisTypes: string | null): boolean {
  if (!storedAnalysisTypes) return false;
  try {
    const parsed = storedTypesSchema.safeParse(JSON.parse(storedAnalysisTypes));
    return parsed.success && parsed.data.includes('llm');
  } catch {
    return false;
  }
}
