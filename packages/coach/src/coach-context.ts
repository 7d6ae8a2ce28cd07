import { formatClock } from '@rehearse/contract/number-format';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { incompleteOverallNote, OVERALL_PART_LABELS } from '@rehearse/contract/overall-makeup-texts';
import { OVERALL_PARTS } from '@rehearse/contract/overall-makeup';
import { analysisWithWhen } from './analysis-when.ts';
import { answersOf } from './answers-content-answer.ts';
import { formatScore } from './coach-format.ts';
import { fixFirstLine } from './fix-first-answer.ts';
import type { GuidancePassage } from './knowledge-base.ts';
import { partScoresOf } from './part-scores.ts';
import { overallOf, type CoachAnalysis } from './performance-profile.ts';

/** One piece of what the model is told; the most important pieces are packed first. */
export interface ContextPiece {
  id: string;
  /** Lower is packed first. */
  priority: number;
  /** Where it stands in the prompt (lower first), whatever order it was packed in. */
  order: number;
  text: string;
}

/**
 * Tokens a text will take, without the model's tokenizer: about four characters a token for English (OpenAI's rule of
 * thumb; llama-family tokenizers are close), rounded up so a budget is never overrun by the estimate.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export interface PackedContext {
  text: string;
  tokens: number;
  /** Ids of the pieces that fit, in prompt order. */
  included: string[];
}

/**
 * Packs pieces into at most `budget` tokens: the most important first, each whole or not at all (a half analysis
 * would misquote it), a piece that does not fit skipped so a smaller, less important one may still fit. The `required`
 * piece (the question) always goes in, cut to the budget if it alone exceeds it. Pure: the same pieces, the same prompt.
 */
export function packContext(required: ContextPiece, pieces: readonly ContextPiece[], budget: number): PackedContext {
  const separator = estimateTokens('\n\n');
  const requiredText = estimateTokens(required.text) > budget ? required.text.slice(0, budget * 4) : required.text;
  let used = estimateTokens(requiredText);
  const chosen: ContextPiece[] = [{ ...required, text: requiredText }];
  for (const piece of [...pieces].sort((a, b) => a.priority - b.priority || a.order - b.order)) {
    const cost = estimateTokens(piece.text) + separator;
    if (used + cost > budget) continue;
    chosen.push(piece);
    used += cost;
  }
  chosen.sort((a, b) => a.order - b.order);
  const text = chosen.map((p) => p.text).join('\n\n');
  return { text, tokens: estimateTokens(text), included: chosen.map((p) => p.id) };
}

/** An analysis as the model reads it: which analysis, its overall and parts, the report's Fix first, and its findings with quote and time. */
export function analysisFacts(analysis: CoachAnalysis, label: string): string {
  const r = analysis.result;
  const overall = overallOf(r);
  const note = incompleteOverallNote(overallMakeupOf(r));
  const scores = partScoresOf(r);
  const lines = [
    `Analysis ${analysisWithWhen(analysis)} (${label}, ${analysis.category === 'mock_interview' ? 'mock interview' : 'upload'}):`,
    `- overall ${formatScore(overall)}${note ? ` (${note} Do not compare this overall with complete ones.)` : ''}`,
    `- parts: ${OVERALL_PARTS.map((p) => `${OVERALL_PART_LABELS[p].toLowerCase()} ${formatScore(scores[p])}`).join(', ')}`,
  ];
  const fix = fixFirstLine(analysis);
  if (fix) lines.push(`- report's ${fix}`);
  for (const { label: answer, content } of answersOf(analysis)) {
    for (const f of content.findings.slice(0, 4)) {
      const at = f.at === null ? '' : ` at ${formatClock(f.at)}`;
      lines.push(`- ${answer.startsWith('Q') ? `${answer} ` : ''}${f.kind}: ${f.text}${f.quote ? ` ${f.quote}` : ''}${at}`);
    }
  }
  if (r.fillers.length > 0) lines.push(`- filler words: ${r.fillers.length}, at ${r.fillers.slice(0, 6).map((f) => formatClock(f.start)).join(', ')}`);
  return lines.join('\n');
}

/** An earlier exchange of the conversation. */
export interface ConversationTurn {
  question: string;
  answer: string;
}

/** Most prompt tokens the coach's context may take on a hosted model (the system prompt and the reply come on top). */
export const COACH_CONTEXT_TOKENS = 1500;

/**
 * The same on the local model: everything after the warm system prompt is read before the first token, at about 117
 * tokens/s on two cores (decision 070), so 300 tokens — the question and the latest analysis — keep it near 2.5 s.
 */
export const COACH_LOCAL_CONTEXT_TOKENS = 300;

/**
 * What the coach model is told, within `budget` tokens: the question; the analyses it names and the latest one; the
 * last exchanges of the conversation; then the one before the latest, guidance passages, earlier exchanges and older
 * analyses, as room allows.
 */
export function coachContext(
  question: string,
  analyses: readonly CoachAnalysis[],
  conversation: readonly ConversationTurn[],
  guidance: readonly GuidancePassage[],
  budget: number = COACH_CONTEXT_TOKENS,
  /** Averages, trends and counts over every analysis (profile-facts.ts), packed after the latest two analyses. */
  profileSummary: string | null = null,
): PackedContext {
  const q = question.toLowerCase();
  const newestFirst = [...analyses].reverse();
  const named = new Set(newestFirst.filter((a) => a.name.trim() && q.includes(a.name.toLowerCase())).map((a) => a.sessionId));
  const pieces: ContextPiece[] = [];
  newestFirst.forEach((a, i) => {
    const label = i === 0 ? 'latest' : i === 1 ? 'the one before' : `${i + 1} analyses ago`;
    const priority = named.has(a.sessionId) ? 0 : i === 0 ? 1 : i === 1 ? 3 : 10 + i;
    pieces.push({ id: `analysis:${a.sessionId}`, priority, order: 100 - Math.min(i, 99), text: analysisFacts(a, label) });
  });
  if (profileSummary) pieces.push({ id: 'profile', priority: 5, order: 50, text: `Across all analyses:\n${profileSummary}` });
  if (analyses.length === 0) pieces.push({ id: 'no-analyses', priority: 0, order: 0, text: 'The user has no completed analyses yet.' });
  const turns = [...conversation].reverse();
  turns.forEach((t, i) => {
    pieces.push({ id: `turn:${i}`, priority: i < 2 ? 2 : 20 + i, order: 300 - Math.min(i, 99), text: `Earlier, the user asked: ${t.question}\nThe coach answered: ${t.answer}` });
  });
  guidance.forEach((p, i) => pieces.push({ id: `guidance:${p.id}`, priority: 4 + i, order: 200 + i, text: `Guidance [${p.title}]: ${p.text}` }));
  return packContext({ id: 'question', priority: 0, order: 1000, text: `The user's question: ${question}` }, pieces, budget);
}
