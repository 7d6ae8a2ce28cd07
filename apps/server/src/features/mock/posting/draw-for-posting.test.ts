import { describe, expect, it } from 'vitest';
import { asSessionQuestion, questionSet } from '../question-sets.ts';
import { drawForPosting } from './draw-for-posting.ts';
import { DATA_ANALYST_POSTING } from './posting.fixture.ts';
import { extractPostingSkills } from './extract-posting-skills.ts';

const analyst = questionSet('data_analyst').questions.map((q) => asSessionQuestion(q, 'data_analyst'));
const behavioural = questionSet('behavioural').questions.map((q) => asSessionQuestion(q, 'behavioural'));
const pool = [...analyst, ...behavioural];
const competencies = new Set(pool.map((q) => q.competency));

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

describe('drawForPosting', () => {
  const skills = extractPostingSkills(DATA_ANALYST_POSTING, competencies);

  it('covers every skill of the posting when there is room, each question naming the line it targets', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const draw = drawForPosting({ pool, fill: analyst }, skills, 10, seeded(seed));
      expect(draw.questions).toHaveLength(10);
      expect(new Set(draw.questions.map((q) => q.key)).size).toBe(10);
      expect(draw.uncovered).toEqual([]);
      const practised = new Set(draw.questions.map((q) => q.competency));
      for (const skill of skills) expect(skill.competencies.some((c) => practised.has(c)), skill.skill).toBe(true);
      for (const q of draw.questions.filter((q) => q.targets)) {
        const line = DATA_ANALYST_POSTING.split('\n')[q.targets!.line_number - 1]!;
        expect(line).toContain(q.targets!.line);
        expect(q.targets!.skills.length).toBeGreaterThan(0);
      }
    }
  });

  it('asks first about what the posting names first, from the chosen set before the behavioural one', () => {
    const draw = drawForPosting({ pool, fill: analyst }, skills, 3, seeded(3));
    expect(draw.questions.map((q) => q.targets?.line_number)).toEqual([4, 5, 6]);
    expect(draw.questions[0]).toMatchObject({ set_id: 'data_analyst', competency: 'sql', targets: { line_number: 4 } });
    expect(draw.uncovered.length).toBeGreaterThan(0);
  });

  it('fills with a balanced draw of the set when the posting names no skill', () => {
    const draw = drawForPosting({ pool, fill: analyst }, [], 5, seeded(1));
    expect(draw.questions).toHaveLength(5);
    expect(draw.questions.every((q) => q.set_id === 'data_analyst' && q.targets === null)).toBe(true);
    expect(new Set(draw.questions.map((q) => q.competency)).size).toBe(5);
  });

  it('never targets a section heading, and targets the line that names the skill', () => {
    const posting = 'Junior Data Analyst\nRequirements:\n- SQL and Excel\n- Communicate results to managers';
    const found = extractPostingSkills(posting, competencies);
    expect(found.map((s) => s.line.number)).not.toContain(2);
    expect(found.find((s) => s.skill === 'Communication')?.line).toEqual({ number: 4, text: 'Communicate results to managers' });
    for (let seed = 1; seed <= 10; seed += 1) {
      const draw = drawForPosting({ pool, fill: analyst }, found, 3, seeded(seed));
      const lines = draw.questions.flatMap((q) => (q.targets ? [q.targets.line] : []));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).not.toContain('Requirements:');
    }
  });

  it('targets the line naming most of the skill’s phrases, not the first to mention it', () => {
    const found = extractPostingSkills('Work with stakeholders on reports\nPresent findings to stakeholders, executives and senior leadership', competencies);
    expect(found.find((s) => s.skill === 'Stakeholder management')?.line.number).toBe(2);
  });
});
