import { COMPARE_MESSAGES } from '@rehearse/contract/analysis-constants';

/** The compare screen's texts (labels, selection limits, errors), verbatim; the API's own message comes from the contract. */
export const COMPARE_TEXTS = {
  ...COMPARE_MESSAGES,
  empty: 'No analyses found. Upload some videos first!',
  compareNow: 'Compare Now',
  analyzing: 'Analyzing...',
  invalidResponse: 'Invalid comparison response format',
  failed: 'Failed to compare analyses',
  // 'AI' only labels text a model wrote (ai_insights.source 'model'); the rules' text says so.
  summaryTitle: 'Summary of comparison',
  modelSummaryTitle: 'AI Summary of Comparison',
  actionPlanTitle: 'Personalized Action Plan',
  keepDoing: 'Keep Doing',
  improveNext: 'Improve Next Time',
} as const;
export const compareCardFallbackTitle = (sessionId: string): string => `Analysis ${sessionId}`;
