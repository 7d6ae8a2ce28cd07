import type { MockQuestionResult } from './mock-result.ts';

/** How a text names a mock interview's answer from its 1-based position ('Q3', 'Follow-up to Q1'). */
export type QuestionName = (position: number) => string;

/** The name by position alone, for answers whose questions are not known ('Q3'). */
export const byPosition: QuestionName = (position) => `Q${position}`;

/** Where a report's entry sits among the interview's own questions: a follow-up at the number of the question it follows. */
export interface MockQuestionPlace {
  number: number;
  followUp: boolean;
}

/**
 * Each entry's place, numbered as the greeting counts (decision 087): only the interview's own questions take a
 * number, a follow-up shares its question's. A follow-up whose question is not before it in the report is numbered as a question.
 */
export function mockQuestionPlaces(questions: readonly Pick<MockQuestionResult, 'question_key' | 'follow_up_of'>[]): MockQuestionPlace[] {
  const placed = new Map<string, MockQuestionPlace>();
  let own = 0;
  return questions.map((q) => {
    const parent = q.follow_up_of ? placed.get(q.follow_up_of) : undefined;
    const place = parent ? { number: parent.number, followUp: true } : { number: ++own, followUp: false };
    placed.set(q.question_key, place);
    return place;
  });
}

/** The entry's badge: 'Q2', or 'Follow-up to Q2'. */
export const placeBadge = (place: MockQuestionPlace): string => (place.followUp ? `Follow-up to Q${place.number}` : `Q${place.number}`);

/** The entry as a label names it after 'question' or 'answer': '2', or '2 follow-up'. */
export const placeName = (place: MockQuestionPlace): string => `${place.number}${place.followUp ? ' follow-up' : ''}`;

/**
 * How the texts beside the report (left out of the overall, not judged in…) name an answer the server counts by its
 * position: by its badge, so 'Follow-up to Q1' and 'Q2' there are the entries so labelled.
 */
export function positionName(questions: readonly Partial<Pick<MockQuestionResult, 'question_key' | 'follow_up_of'>>[] | null | undefined): QuestionName {
  const keyed = (questions ?? []).flatMap((q) => (q.question_key === undefined ? [] : [{ question_key: q.question_key, follow_up_of: q.follow_up_of ?? null }]));
  const places = keyed.length === (questions ?? []).length ? mockQuestionPlaces(keyed) : [];
  return (position) => {
    const place = places[position - 1];
    return place ? placeBadge(place) : byPosition(position);
  };
}
