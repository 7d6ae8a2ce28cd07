import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { drawQuestions, type RandomSource } from '../draw-questions.ts';
import type { PostingSkill } from './extract-posting-skills.ts';

export interface PostingDraw {
  questions: MockQuestion[];
  /** Skills no drawn question practises. */
  uncovered: string[];
}

/**
 * Questions for a posting: for each skill in the order the posting names them, one question of a
 * competency that practises it (from the first set in `pool` that has one; the question records the
 * posting line it targets), until `count` are drawn; a question covers every skill its competency
 * practises. The rest is a balanced draw from `fill`.
 */
export function drawForPosting(
  sources: { pool: readonly MockQuestion[]; fill: readonly MockQuestion[] },
  skills: readonly PostingSkill[],
  count: number,
  random: RandomSource = Math.random,
): PostingDraw {
  const chosen: MockQuestion[] = [];
  const covered = new Set<string>();
  for (const skill of skills) {
    if (chosen.length >= count) break;
    if (covered.has(skill.skill)) continue;
    const candidates = sources.pool.filter((q) => skill.competencies.includes(q.competency) && !chosen.some((c) => c.key === q.key));
    const fromFirstSet = candidates.filter((q) => q.set_id === candidates[0]?.set_id);
    const pick = fromFirstSet[Math.floor(random() * fromFirstSet.length)];
    if (!pick) continue;
    const lineSkills = skills.filter((s) => s.line === skill.line && s.competencies.includes(pick.competency)).map((s) => s.skill);
    chosen.push({ ...pick, targets: { line_number: skill.line.number, line: skill.line.text, skills: lineSkills } });
    for (const s of skills) if (s.competencies.includes(pick.competency)) covered.add(s.skill);
  }
  const rest = sources.fill.filter((q) => !chosen.some((c) => c.key === q.key));
  const questions = [...chosen, ...drawQuestions(rest, Math.min(count - chosen.length, rest.length), random)];
  return { questions, uncovered: skills.filter((s) => !covered.has(s.skill)).map((s) => s.skill) };
}
