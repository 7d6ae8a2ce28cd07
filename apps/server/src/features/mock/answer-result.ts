import { analysisResultSchema, type AnalysisResult } from '@rehearse/contract/analysis-result';
import { readStoredJson } from '../../db/stored-json.ts';

/** An answer's stored analysis result, read through the contract; null when absent or unreadable. */
export function parseAnswerResult(text: string | null): AnalysisResult | null {
  if (!text) return null;
  const stored = readStoredJson(text, analysisResultSchema);
  return stored.readable ? stored.value : null;
}
