import { analysisSummaryMessages, comparisonSummaryMessages } from '../../llm/prompts/analysis-summary-prompt.ts';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { Logger } from '../../logging/logger.ts';

/**
 * Model-written summaries for the analysis `insights.summary` and the compare
 * `ai_insights.summary`. Null when the model fails: the caller keeps the built-in text, so a
 * model outage never fails an analysis.
 */
export async function summarizeAnalysis(model: LanguageModel, result: AnalysisResult, logger?: Logger): Promise<string | null> {
  return completeOrNull(model, analysisSummaryMessages(result), logger);
}

export async function summarizeComparison(
  model: LanguageModel,
  analyses: ReadonlyArray<{ name: string; date: string; result: AnalysisResult }>,
  overallMakeup: string | null,
  logger?: Logger,
): Promise<string | null> {
  return completeOrNull(model, comparisonSummaryMessages(analyses, overallMakeup), logger);
}

/**
 * The result with its `insights.summary` written by the model and `insights.source` saying so;
 * when the model fails, the engine's rule text stays and the source says 'built-in'.
 */
export async function withModelInsights(model: LanguageModel, result: AnalysisResult, logger?: Logger): Promise<AnalysisResult> {
  const summary = await summarizeAnalysis(model, result, logger);
  return summary === null ? withBuiltInInsights(result) : { ...result, insights: { ...result.insights, summary, source: 'model' } };
}

/** The result as the engine's rules wrote it, marked so the screens never call it AI. */
export function withBuiltInInsights(result: AnalysisResult): AnalysisResult {
  return { ...result, insights: { ...result.insights, source: 'built-in' } };
}

async function completeOrNull(model: LanguageModel, messages: Parameters<LanguageModel['complete']>[0], logger?: Logger): Promise<string | null> {
  try {
    return await model.complete(messages);
  } catch (error) {
    logger?.warn({ err: error, model: model.name }, 'Language model summary failed; keeping the built-in summary');
    return null;
  }
}
