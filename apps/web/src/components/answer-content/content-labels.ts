import type { ContentFinding, ContentPart } from '@rehearse/contract/answer-content';

export const CONTENT_PART_LABELS: Record<ContentPart, string> = {
  structure: 'Structure (STAR)',
  specifics: 'Specifics',
  ownership: 'Ownership ("I" vs "we")',
  // Every part reads higher = better: 'Hedging 100 %' read as much hedging beside 'No hedges' (walk), so these two are named for the good end.
  hedging: 'Few hedges',
  repetition: 'Few repeats',
  length: 'Length',
  relevance: 'Relevance',
  vocabulary: 'Vocabulary',
};

export const RUBRIC_LABELS = { structure: 'Structure', specifics: 'Specifics', relevance: 'Relevance', impact: 'Impact' } as const;

/** A media time as m:ss, for the seek buttons. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds + 1e-6));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a finding's seek button says: its quote and time, or the time alone. */
export function seekLabel(finding: Pick<ContentFinding, 'quote' | 'at'>): string | null {
  if (finding.at === null) return null;
  return finding.quote ? `${finding.quote} at ${clockTime(finding.at)}` : `at ${clockTime(finding.at)}`;
}

/** Where the words came from, beside the content score: a speech engine's name, or a typed answer (engine 'written'). */
export function wordsSource(engine: string): string {
  return engine === 'written' ? 'Typed answer' : `Transcript by ${engine}`;
}

/** The engine's reason for not judging the content ('not enough clear speech to judge content (6 clear words; 20 needed)') as a sentence. */
export function noteSentence(note: string | null): string | null {
  const text = note?.trim();
  if (!text) return null;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
