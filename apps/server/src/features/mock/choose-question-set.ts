import { DEFAULT_QUESTION_SET, MOCK_QUESTION_SET_IDS, type QuestionSetId } from '@rehearse/contract/mock-question-sets';
import type { PostingSkill } from './posting/extract-posting-skills.ts';
import { questionSet, setWithCompetency } from './question-sets.ts';

/** Role sets a posting can choose by itself: not the generic ones. */
const ROLE_SETS = MOCK_QUESTION_SET_IDS.filter((id) => id !== 'behavioural' && id !== 'general');

/** How many of the posting's skills a set's competencies practise. */
function coverageOf(setId: QuestionSetId, skills: readonly PostingSkill[]): number {
  const competencies = new Set(questionSet(setId).questions.map((q) => q.competency));
  return skills.filter((s) => s.competencies.some((c) => competencies.has(c))).length;
}

/**
 * The set a new interview draws from: the one asked for; else the set of the asked competency; else,
 * with a posting, the role set that practises most of its skills (the first in the contract's order on a
 * tie); else the behavioural bank.
 */
export function chooseQuestionSet(asked: { setId?: QuestionSetId; competency?: string; skills?: readonly PostingSkill[] }): QuestionSetId {
  if (asked.setId) return asked.setId;
  const ofCompetency = asked.competency ? setWithCompetency(asked.competency) : undefined;
  if (ofCompetency) return ofCompetency;
  const skills = asked.skills ?? [];
  let best: { id: QuestionSetId; covered: number } = { id: DEFAULT_QUESTION_SET, covered: 0 };
  for (const id of ROLE_SETS) {
    const covered = coverageOf(id, skills);
    if (covered > best.covered) best = { id, covered };
  }
  return best.id;
}
