import { describe, expect, it } from 'vitest';
import { questionSet } from '../question-sets.ts';
import { extractPostingSkills } from './extract-posting-skills.ts';
import { SKILLS_VOCABULARY } from './skills-vocabulary.ts';
import { MOCK_QUESTION_SET_IDS } from '@rehearse/contract/mock-question-sets';
import { DATA_ANALYST_POSTING } from './posting.fixture.ts';

const allCompetencies = new Set(MOCK_QUESTION_SET_IDS.flatMap((id) => questionSet(id).questions.map((q) => q.competency)));

describe('extractPostingSkills', () => {
  it('finds the skills a data-analyst posting names, in order, each with the line it is on', () => {
    const skills = extractPostingSkills(DATA_ANALYST_POSTING, allCompetencies);
    const names = skills.map((s) => s.skill);
    for (const expected of ['SQL', 'Dashboards and BI', 'A/B testing', 'Stakeholder management', 'Data quality', 'Attention to detail', 'Python or R', 'Prioritisation']) {
      expect(names, expected).toContain(expected);
    }
    expect(skills.find((s) => s.skill === 'SQL')?.line).toEqual({ number: 4, text: 'Write SQL queries against our Snowflake warehouse every day' });
    expect(skills.find((s) => s.skill === 'A/B testing')?.line.number).toBe(6);
    expect(skills.map((s) => s.line.number)).toEqual([...skills.map((s) => s.line.number)].sort((a, b) => a - b));
    expect(new Set(names).size).toBe(names.length);
  });

  it('matches competency names and plurals, not words inside other words', () => {
    const names = extractPostingSkills('Strong forecasting and budgeting skills.\nYou will own negotiations with suppliers.', allCompetencies).map((s) => s.skill);
    expect(names).toEqual(expect.arrayContaining(['Forecasting', 'Budgeting', 'Negotiation', 'Vendors and dependencies']));
    expect(extractPostingSkills('We sell sandwiches; the restaurant is central.', allCompetencies)).toEqual([]);
  });

  it('finds nothing in a posting without recognisable skills', () => {
    expect(extractPostingSkills('Hello!\n\nJoin us.', allCompetencies)).toEqual([]);
  });

  it('only names competencies some question set practises', () => {
    for (const v of SKILLS_VOCABULARY) {
      expect(v.competencies.some((c) => allCompetencies.has(c)), v.skill).toBe(true);
      for (const c of v.competencies) expect(allCompetencies.has(c), `${v.skill}: ${c}`).toBe(true);
    }
  });
});
