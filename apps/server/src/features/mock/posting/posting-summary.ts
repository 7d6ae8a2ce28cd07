import type { MockPosting, MockQuestion } from '@rehearse/contract/mock-interview';
import type { PostingSkill } from './extract-posting-skills.ts';

/**
 * The posting as a session stores it: the skills found, those no question covers (by a practised competency, or a
 * written question targeting its line), and whether the model wrote some of the questions.
 */
export function postingSummary(text: string, skills: readonly PostingSkill[], questions: readonly MockQuestion[]): MockPosting {
  const practised = new Set(questions.filter((q) => !q.written_by_ai).map((q) => q.competency));
  const targetedLines = new Set(questions.filter((q) => q.written_by_ai && q.targets).map((q) => q.targets!.line_number));
  return {
    text,
    skills: skills.map((s) => s.skill),
    uncovered_skills: skills.filter((s) => !s.competencies.some((c) => practised.has(c)) && !targetedLines.has(s.line.number)).map((s) => s.skill),
    tailored_by_ai: questions.some((q) => q.written_by_ai),
  };
}
