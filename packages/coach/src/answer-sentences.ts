import type { AnswerContent, StarSentence } from '@rehearse/contract/answer-content';
import { positionName } from '@rehearse/contract/mock-question-places';
import type { CoachAnalysis } from './performance-profile.ts';

/** A sentence the user said, as the report quotes it: its words, when in the recording (null: no time kept), and which analysis. */
export interface SpokenSentence {
  text: string;
  at: number | null;
  part: StarSentence['part'];
  analysis: CoachAnalysis;
  /** 'Q2' for a mock interview's answer, else null. */
  question: string | null;
}

const unquoted = (quote: string): string => quote.trim().replace(/^"|"$/g, '').trim();

function structureSentences(content: AnswerContent | null | undefined): StarSentence[] {
  return content?.status === 'judged' ? (content.structure?.sentences ?? []) : [];
}

/**
 * What the user said in an analysis, sentence by sentence: the report's quoted sentences (confidently heard words only,
 * with their time), else the transcript cut at sentence ends (no time). Uploads, interview questions and mock answers.
 */
export function spokenSentences(analysis: CoachAnalysis): SpokenSentence[] {
  const r = analysis.result;
  const name = positionName(r.questions);
  const quoted: SpokenSentence[] = [
    ...structureSentences(r.content).map((s) => ({ s, question: null })),
    ...(r.interview_questions ?? []).flatMap((q) => structureSentences(q.content).map((s) => ({ s, question: null }))),
    ...(r.questions ?? []).flatMap((q, i) => structureSentences(q.content).map((s) => ({ s, question: name(i + 1) }))),
  ].flatMap(({ s, question }) => (s.quote ? [{ text: unquoted(s.quote), at: s.start, part: s.part, analysis, question }] : []));
  if (quoted.length > 0) return quoted;
  const texts = [
    ...(r.transcript ? [{ text: r.transcript.text, question: null }] : []),
    ...(r.questions ?? []).flatMap((q, i) => (q.transcript && !q.typed ? [{ text: q.transcript, question: name(i + 1) }] : [])),
  ];
  return texts.flatMap(({ text, question }) =>
    text
      .split(/(?<=[.!?])\s+/)
      .map((t) => t.trim())
      .filter((t) => t.split(/\s+/).length >= 4)
      .map((t) => ({ text: t, at: null, part: null, analysis, question })),
  );
}
