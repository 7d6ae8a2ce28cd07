import type { ContentPart } from '@rehearse/contract/answer-content';

/** The content parts as the coach names them in a sentence. */
export const CONTENT_PART_LABELS: Record<ContentPart, string> = {
  structure: 'structure (STAR)',
  specifics: 'specifics',
  ownership: 'ownership ("I" over "we")',
  hedging: 'hedging',
  repetition: 'repetition',
  length: 'length',
  relevance: 'relevance',
  vocabulary: 'vocabulary',
};
