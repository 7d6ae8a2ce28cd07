import { isWrittenContent } from '@rehearse/contract/untimed-content';
import { CONTENT_PARTS, type AnswerContent, type ContentFinding, type ContentPart } from '@rehearse/contract/answer-content';
import { TYPED_ANSWER_TEXTS } from '../../lib/typed-answer-texts.ts';

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

/** What a finding's seek button says: its quote and time, or the time alone; without a time (a typed answer), its quote. */
export function seekLabel(finding: Pick<ContentFinding, 'quote' | 'at'>): string | null {
  if (finding.at === null) return finding.quote;
  return finding.quote ? `${finding.quote} at ${clockTime(finding.at)}` : `at ${clockTime(finding.at)}`;
}

/** Where the words came from, beside the content score: a speech engine's name, or a typed answer (engine 'written'). */
export function wordsSource(engine: string): string {
  return isWrittenContent({ engine }) ? 'Typed answer' : `Transcript by ${engine}`;
}

/** The engine's reason for not judging the content ('not enough clear speech to judge content (6 clear words; 20 needed)') as a sentence. */
export function noteSentence(note: string | null): string | null {
  const text = note?.trim();
  if (!text) return null;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Why the content was not judged, as the card says it. Typed words are all clear, so a typed answer is left unjudged
 * only for having too few: it says so without the engine's speech and times, with its word count, and what to do.
 */
export function notJudgedSentence(content: Pick<AnswerContent, 'engine' | 'note'>): string | null {
  if (!isWrittenContent(content)) return noteSentence(content.note);
  const counts = content.note?.match(/(\d+) (?:clear )?words?[;,] (\d+) needed/);
  return TYPED_ANSWER_TEXTS.tooShort(counts ? ` (${counts[1]} ${counts[1] === '1' ? 'word' : 'words'}; ${counts[2]} needed)` : '');
}

/** The content score's deduction per part with something to improve, and the most such a part counts in the mean (packages/analysis content-score.ts). */
export const POINTS_PER_PART_TO_IMPROVE = 20;
export const PART_TO_IMPROVE_MAX = 40;
/** The most an answer a relevance finding calls off the question can score (analyze-answer-content.ts). */
export const OFF_QUESTION_MAX = 50;

/**
 * How the content score was made, from the result's own fields: the weighted mean of the measured parts, less 20 for
 * each part a finding says to improve — so a 0 % beside parts at 100 is explained. Null when nothing was judged.
 */
export function scoreMakeup(content: Pick<AnswerContent, 'status' | 'score' | 'parts' | 'findings'>): string | null {
  if (content.status !== 'judged' || content.score === null) return null;
  const measured = CONTENT_PARTS.filter((part) => content.parts[part] !== null);
  const toImprove = CONTENT_PARTS.filter((part) => content.findings.some((f) => f.part === part && f.kind === 'improvement'));
  const mean = `The weighted mean of the ${measured.length} measured part${measured.length === 1 ? '' : 's'}`;
  if (toImprove.length === 0) return `${mean}: no part to improve, so nothing taken off.`;
  const labels = toImprove.map((part) => CONTENT_PART_LABELS[part]);
  const names = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  const taken = toImprove.length === 1 ? `−${POINTS_PER_PART_TO_IMPROVE}` : `−${POINTS_PER_PART_TO_IMPROVE * toImprove.length} in all`;
  return `${mean} (a part to improve counts at most ${PART_TO_IMPROVE_MAX}), less ${POINTS_PER_PART_TO_IMPROVE} for each part to improve — ${names}: ${taken} — never below 0${toImprove.includes('relevance') ? ` and at most ${OFF_QUESTION_MAX} for an answer off the question` : ''}.`;
}
