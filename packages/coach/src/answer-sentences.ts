import type { AnswerContent, StarSentence } from '@rehearse/contract/answer-content';
import { positionName } from '@rehearse/contract/mock-question-places';
import type { CoachAnalysis } from './performance-profile.ts';

/** A sentence the user said or typed, as the report quotes it: its words, when in the recording (null: no time kept), and which analysis. */
export interface SpokenSentence {
  text: string;
  /** Null for a typed answer (it has no recording) and for a sentence cut from a transcript. */
  at: number | null;
  part: StarSentence['part'];
  analysis: CoachAnalysis;
  /** 'Q2' for a mock interview's answer, else null. */
  question: string | null;
  /** True for a mock answer typed instead of recorded. */
  typed: boolean;
}

const unquoted = (quote: string): string => quote.trim().replace(/^"|"$/g, '').trim();

/** One answer: its judged content, if any, and its words, if any. */
interface AnswerWords {
  content: AnswerContent | null | undefined;
  transcript: string | null;
  question: string | null;
  typed: boolean;
}

function sentencesOf(answer: AnswerWords, analysis: CoachAnalysis): SpokenSentence[] {
  const { question, typed } = answer;
  const judged = answer.content?.status === 'judged' ? (answer.content.structure?.sentences ?? []) : [];
  const quoted = judged.flatMap((s) => (s.quote ? [{ text: unquoted(s.quote), at: typed ? null : s.start, part: s.part, analysis, question, typed }] : []));
  if (quoted.length > 0) return quoted;
  return (answer.transcript ?? '')
    .split(/(?<=[.!?])\s+/)
    .map((t) => t.trim())
    .filter((t) => t.split(/\s+/).length >= 4)
    .map((t) => ({ text: t, at: null, part: null, analysis, question, typed }));
}

/**
 * What the user said in an analysis, answer by answer: each answer's quoted sentences (confidently heard words only,
 * with their time), else its transcript cut at sentence ends (no time). Uploads (each question of an interview
 * recording, else the recording as one answer) and mock answers, typed ones too: their words are the user's own.
 */
export function spokenSentences(analysis: CoachAnalysis): SpokenSentence[] {
  const r = analysis.result;
  const name = positionName(r.questions);
  const answers: AnswerWords[] = r.questions
    ? r.questions.map((q, i) => ({ content: q.content, transcript: q.skipped ? null : q.transcript, question: name(i + 1), typed: q.typed === true }))
    : r.interview_questions?.length
      ? r.interview_questions.map((q) => ({ content: q.content, transcript: q.transcript, question: null, typed: false }))
      : [{ content: r.content, transcript: r.transcript?.text ?? null, question: null, typed: false }];
  return answers.flatMap((a) => sentencesOf(a, analysis));
}
