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
 * The local model reads everything after the state it kept before writing a word, at about 117 tokens/s on two
 * cores (decision 070). So its prompt is the user's digest — their analyses, the same for every question until a new
 * analysis lands, kept read after the system prompt — then the part a question adds: the question, what retrieval
 * finds, the last exchange. Only that part is read for a question on a warm model: 160 tokens, about 1.4 s.
 */
export const COACH_LOCAL_DIGEST_TOKENS = 600;
export const COACH_LOCAL_QUESTION_TOKENS = 160;
/** Most tokens of the local model's whole context: the digest and the question's part. */
export const COACH_LOCAL_CONTEXT_TOKENS = COACH_LOCAL_DIGEST_TOKENS + COACH_LOCAL_QUESTION_TOKENS + estimateTokens('\n\n');

/** The user's analyses as pieces: the ones a question names first, then the latest, the one before, and older ones. */
function analysisPieces(analyses: readonly CoachAnalysis[], question: string | null, profileSummary: string | null): ContextPiece[] {
  const q = question?.toLowerCase() ?? null;
  const newestFirst = [...analyses].reverse();
  const named = new Set(q === null ? [] : newestFirst.filter((a) => a.name.trim() && q.includes(a.name.toLowerCase())).map((a) => a.sessionId));
  const pieces: ContextPiece[] = [];
  newestFirst.forEach((a, i) => {
    const label = i === 0 ? 'latest' : i === 1 ? 'the one before' : `${i + 1} analyses ago`;
    const priority = named.has(a.sessionId) ? 0 : i === 0 ? 1 : i === 1 ? 3 : 10 + i;
    pieces.push({ id: `analysis:${a.sessionId}`, priority, order: 100 - Math.min(i, 99), text: analysisFacts(a, label) });
  });
  if (profileSummary) pieces.push({ id: 'profile', priority: 5, order: 50, text: `Across all analyses:\n${profileSummary}` });
  if (analyses.length === 0) pieces.push({ id: 'no-analyses', priority: 0, order: 0, text: 'The user has no completed analyses yet.' });
  return pieces;
}

/** The conversation's last exchanges and the retrieved guidance as pieces, placed after the analyses. */
function questionPieces(conversation: readonly ConversationTurn[], guidance: readonly GuidancePassage[]): ContextPiece[] {
  const pieces: ContextPiece[] = [];
  [...conversation].reverse().forEach((t, i) => {
    pieces.push({ id: `turn:${i}`, priority: i < 2 ? 2 : 20 + i, order: 300 - Math.min(i, 99), text: `Earlier, the user asked: ${t.question}\nThe coach answered: ${t.answer}` });
  });
  guidance.forEach((p, i) => pieces.push({ id: `guidance:${p.id}`, priority: 4 + i, order: 200 + i, text: `Guidance [${p.title}]: ${p.text}` }));
  return pieces;
}

const questionPiece = (question: string): ContextPiece => ({ id: 'question', priority: 0, order: 1000, text: `The user's question: ${question}` });

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
  return packContext(questionPiece(question), [...analysisPieces(analyses, question, profileSummary), ...questionPieces(conversation, guidance)], budget);
}

/**
 * The user's digest: their analyses and figures within `budget` tokens, newest first by importance, whatever they ask.
 * It changes only when an analysis lands, so it stays the same text — and the same tokens a model keeps read — from
 * one question to the next.
 */
export function coachDigest(analyses: readonly CoachAnalysis[], profileSummary: string | null, budget: number = COACH_LOCAL_DIGEST_TOKENS): PackedContext {
  const heading: ContextPiece = { id: 'digest', priority: 0, order: -1, text: "The user's analyses:" };
  return packContext(heading, analysisPieces(analyses, null, profileSummary), budget);
}

/** The local model's context: the digest first (kept read between questions), then the question's part. */
export interface LocalCoachContext {
  digest: PackedContext;
  question: PackedContext;
  /** The digest and the question's part as one text, the digest first: what the model is told. */
  text: string;
}

/**
 * The local model's context: the user's digest (`coachDigest`), then what this question adds within
 * COACH_LOCAL_QUESTION_TOKENS — the question, the last exchange, retrieved guidance — and any analysis the question
 * names that the digest left out (whose cost comes on top: the question is about it).
 */
export function coachLocalContext(
  question: string,
  analyses: readonly CoachAnalysis[],
  conversation: readonly ConversationTurn[],
  guidance: readonly GuidancePassage[],
  profileSummary: string | null = null,
): LocalCoachContext {
  const digest = coachDigest(analyses, profileSummary);
  const named = analysisPieces(analyses, question, null).filter((p) => p.priority === 0 && p.id.startsWith('analysis:') && !digest.included.includes(p.id));
  const namedCost = named.reduce((sum, p) => sum + estimateTokens(p.text) + estimateTokens('\n\n'), 0);
  const asked = packContext(questionPiece(question), [...named, ...questionPieces(conversation, guidance)], COACH_LOCAL_QUESTION_TOKENS + namedCost);
  return { digest, question: asked, text: `${digest.text}\n\n${asked.text}` };
}
