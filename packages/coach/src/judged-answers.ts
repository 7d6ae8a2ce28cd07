import type { AnswerContent } from '@rehearse/contract/answer-content';
import { positionName } from '@rehearse/contract/mock-question-places';
import { withUnjudgedRelevance } from '@rehearse/contract/relevance-judgement';
import { untimedContent } from '@rehearse/contract/untimed-content';
import { analysisWithWhen } from './analysis-when.ts';
import type { CoachAnalysis } from './performance-profile.ts';

/** How an answer was delivered, where a recording measured it; null figures were not measured. */
export interface AnswerDelivery {
  pace: number | null;
  fillers: number | null;
  /** 0–1 share of frames. */
  eyeContact: number | null;
}

/** One answer whose content was judged: a mock interview's answer (typed ones too), an interview question of an upload, or an upload as one answer. */
export interface JudgedAnswer {
  analysis: CoachAnalysis;
  /** As the report labels it ('Q2', 'Follow-up to Q1', 'Question 3'); null for an upload judged as one answer. */
  label: string | null;
  question: string | null;
  typed: boolean;
  /** Judged, with a score; a typed answer's findings carry no times, as every screen shows them. */
  content: AnswerContent & { score: number };
  /** Null for a typed answer: it has no recording. */
  delivery: AnswerDelivery | null;
}

function judged(content: AnswerContent | null | undefined): (AnswerContent & { score: number }) | null {
  if (content?.status !== 'judged' || content.score === null) return null;
  return { ...untimedContent(withUnjudgedRelevance(content)), score: content.score };
}

function answersIn(analysis: CoachAnalysis): JudgedAnswer[] {
  const r = analysis.result;
  if (r.questions) {
    const name = positionName(r.questions);
    return r.questions.flatMap((q, i): JudgedAnswer[] => {
      const content = q.skipped ? null : judged(q.content);
      if (!content) return [];
      const typed = q.typed === true;
      const delivery = typed ? null : { pace: q.speaking_pace, fillers: q.filler_words, eyeContact: q.eye_contact };
      return [{ analysis, label: name(i + 1), question: q.question, typed, content, delivery }];
    });
  }
  const pairs = (r.interview_questions ?? []).flatMap((q, i): JudgedAnswer[] => {
    const content = judged(q.content);
    return content ? [{ analysis, label: `Question ${i + 1}`, question: q.question, typed: false, content, delivery: { pace: q.speaking_pace, fillers: q.filler_words, eyeContact: null } }] : [];
  });
  if (pairs.length > 0) return pairs;
  const content = judged(r.content);
  if (!content) return [];
  const audio = r.audio.metrics;
  const delivery = { pace: audio.speaking_pace, fillers: r.fillers.length || audio.filler_words, eyeContact: r.video.metrics.average_eye_contact_score };
  return [{ analysis, label: null, question: null, typed: false, content, delivery }];
}

/** Every judged answer of the user's analyses, oldest analysis first and in the order asked within one. */
export function judgedAnswers(analyses: readonly CoachAnalysis[]): JudgedAnswer[] {
  return [...analyses].sort((a, b) => a.date.localeCompare(b.date)).flatMap(answersIn);
}

const shortened = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/** 'Q2 of "Mock interview …" ("Tell me about a time…", typed)', or the upload's name when it is one answer. */
export function judgedAnswerName(answer: JudgedAnswer): string {
  const extra = [...(answer.question ? [`"${shortened(answer.question.trim(), 60)}"`] : []), ...(answer.typed ? ['typed'] : [])];
  const which = answer.label ? `${answer.label} of ${analysisWithWhen(answer.analysis)}` : analysisWithWhen(answer.analysis);
  return extra.length ? `${which} (${extra.join(', ')})` : which;
}
