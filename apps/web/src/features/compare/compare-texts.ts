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
  contentTitle: 'Answer Content Over Time',
  contentDescription: 'What your answers said, earlier → later: the content score and its parts. Not judged: the content could not be judged (an analysis from before it was, or too little clear speech).',
  contentNoneJudged: 'None of these analyses had its answer content judged (analyses from before it was, or too little clear speech), so nothing is measured here yet.',
  /** Which two the radar and the side-by-side show: the earliest and the latest, as the summary measures (decision 043). */
  pairDescription: (compared: number) => (compared > 2 ? `Earliest → latest of the ${compared} analyses` : 'Earlier → later'),
  sideBySideRegion: 'Side-by-side scores, earlier and later',
  contentRegion: 'Answer content over time',
  keepDoing: 'Keep Doing',
  improveNext: 'Improve Next Time',
  nothingToImprove: 'Nothing could be measured in your latest analysis, so there is nothing to suggest yet.',
  notFinished: 'Not finished: only completed analyses can be compared',
  noMatch: (text: string) => `No analysis named like “${text}”`,
  selectionFull: (limit: number) => `${limit} selected: that is the most one comparison takes. Untick one to choose another.`,
} as const;
