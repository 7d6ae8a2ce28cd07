import { readFileSync } from 'node:fs';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import {
  MOCK_QUESTION_SET_IDS,
  questionSetFileSchema,
  type QuestionSetFile,
  type QuestionSetId,
  type QuestionSetSummary,
  type SetQuestion,
} from '@rehearse/contract/mock-question-sets';

function load(id: QuestionSetId): QuestionSetFile {
  const file = new URL(`./question-sets/${id.replaceAll('_', '-')}.json`, import.meta.url);
  const set = questionSetFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  if (set.id !== id) throw new Error(`${file.pathname} holds the set '${set.id}', not '${id}'`);
  return set;
}

/** Every question set (question-sets/*.json), checked against the contract once at load. */
export const QUESTION_SETS: ReadonlyMap<QuestionSetId, QuestionSetFile> = new Map(MOCK_QUESTION_SET_IDS.map((id) => [id, load(id)]));

const byKey = new Map<string, { setId: QuestionSetId; question: SetQuestion }>();
for (const [setId, set] of QUESTION_SETS) {
  for (const question of set.questions) {
    if (byKey.has(question.key)) throw new Error(`question key '${question.key}' is in two sets`);
    byKey.set(question.key, { setId, question });
  }
}

export function questionSet(id: QuestionSetId): QuestionSetFile {
  const set = QUESTION_SETS.get(id);
  if (!set) throw new Error(`no question set '${id}'`);
  return set;
}

/** A set question as a session asks it: drawn from its set, with no posting line yet. */
export function asSessionQuestion(question: SetQuestion, setId: QuestionSetId): MockQuestion {
  return { ...question, set_id: setId, origin: 'set', written_by_ai: false, targets: null, follow_up_of: null };
}

/** A question of any set by key, as a session asks it; undefined for keys no set has (any more). */
export function setQuestionByKey(key: string): MockQuestion | undefined {
  const found = byKey.get(key);
  return found ? asSessionQuestion(found.question, found.setId) : undefined;
}

/** The first set (in the contract's order) that has questions of `competency`. */
export function setWithCompetency(competency: string): QuestionSetId | undefined {
  return MOCK_QUESTION_SET_IDS.find((id) => questionSet(id).questions.some((q) => q.competency === competency));
}

/** The title of a set by id ('Behavioral'); undefined for an id no set has (any more). */
export function setTitle(id: string): string | undefined {
  return [...QUESTION_SETS.values()].find((set) => set.id === id)?.title;
}

export function questionSetSummaries(): QuestionSetSummary[] {
  return [...QUESTION_SETS.values()].map((set) => ({
    id: set.id,
    title: set.title,
    description: set.description,
    question_count: set.questions.length,
    competencies: [...new Set(set.questions.map((q) => q.competency))],
  }));
}
