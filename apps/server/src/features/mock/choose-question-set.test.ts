import { describe, expect, it } from 'vitest';
import { MOCK_QUESTION_SET_IDS } from '@rehearse/contract/mock-question-sets';
import { chooseQuestionSet } from './choose-question-set.ts';
import { extractPostingSkills } from './posting/extract-posting-skills.ts';
import { DATA_ANALYST_POSTING } from './posting/posting.fixture.ts';
import { questionSet } from './question-sets.ts';

const competencies = new Set(MOCK_QUESTION_SET_IDS.flatMap((id) => questionSet(id).questions.map((q) => q.competency)));

describe('chooseQuestionSet', () => {
  it('takes the asked set, else the set of the asked competency, else behavioural', () => {
    expect(chooseQuestionSet({ setId: 'sales', competency: 'sql' })).toBe('sales');
    expect(chooseQuestionSet({ competency: 'sql' })).toBe('data_analyst');
    expect(chooseQuestionSet({ competency: 'teamwork' })).toBe('behavioural');
    expect(chooseQuestionSet({})).toBe('behavioural');
  });

  it('picks the role set that practises most of a posting’s skills', () => {
    expect(chooseQuestionSet({ skills: extractPostingSkills(DATA_ANALYST_POSTING, competencies) })).toBe('data_analyst');
    const nurse = extractPostingSkills('Registered Nurse\n• Deliver safe patient care and medication administration\n• Infection control and accurate documentation', competencies);
    expect(chooseQuestionSet({ skills: nurse })).toBe('nursing_healthcare');
    expect(chooseQuestionSet({ skills: [] })).toBe('behavioural');
  });
});
