import { competencyLabel } from '@rehearse/contract/mock-constants';
import { isHeadingLine, postingLines, type PostingLine } from './posting-lines.ts';
import { SKILLS_VOCABULARY, type VocabularySkill } from './skills-vocabulary.ts';

/** A skill or responsibility found in a posting: where first, and which competencies practise it. */
export interface PostingSkill {
  skill: string;
  competencies: readonly string[];
  line: PostingLine;
}

/** Competency names too generic to mean a skill when a posting uses the word ('motivation', 'values'). */
const GENERIC_COMPETENCIES = new Set(['motivation', 'values', 'learning', 'failure', 'tools', 'quality', 'analysis', 'closing', 'feedback', 'empathy', 'reflection', 'achievement', 'availability', 'curiosity', 'trends', 'systems', 'technology', 'mistakes', 'ethics', 'integrity', 'patience', 'delivery', 'execution', 'policy', 'competition', 'writing']);

/** Lower case, spaces for anything but letters, digits and the marks skills are written with ('a/b', 'p&l', 'ci/cd', 'month-end'). */
function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[’']/g, '').replace(/[^a-z0-9&/+#-]+/g, ' ').replace(/\s+/g, ' ').trim()} `;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A phrase on word boundaries, its plural too ('dashboard' finds 'dashboards'). */
function phrasePattern(phrases: readonly string[]): RegExp {
  return new RegExp(` (?:${phrases.map((p) => escape(normalise(p).trim())).join('|')})(?:s|es)? `);
}

interface Matcher {
  skill: string;
  competencies: readonly string[];
  /** One pattern per phrase: a line naming more of them matches better. */
  patterns: RegExp[];
}

function matchersFor(competencies: Iterable<string>): Matcher[] {
  const fromVocabulary = SKILLS_VOCABULARY.map((v: VocabularySkill) => ({ skill: v.skill, competencies: v.competencies, patterns: v.phrases.map((p) => phrasePattern([p])) }));
  const named = new Set(SKILLS_VOCABULARY.map((v) => v.skill.toLowerCase()));
  const fromNames = [...new Set(competencies)]
    .filter((c) => !GENERIC_COMPETENCIES.has(c) && !named.has(competencyLabel(c).toLowerCase()))
    .map((c) => ({ skill: competencyLabel(c), competencies: [c], patterns: [phrasePattern([c.replaceAll('_', ' ')])] }));
  return [...fromVocabulary, ...fromNames];
}

/** How well a line names the skill: how many of its phrases the line holds. */
function matchCount(m: Matcher, normalised: string): number {
  return m.patterns.filter((p) => p.test(normalised)).length;
}

/**
 * The skills and responsibilities a posting names, each once, on the line that names it best (most of its
 * phrases; the first such line on a tie), ordered by line: phrases of the skills vocabulary and the names of
 * `competencies` (the question sets'), matched line by line. Section headings ('Requirements:') are never a
 * skill's line.
 */
export function extractPostingSkills(text: string, competencies: Iterable<string>): PostingSkill[] {
  const matchers = matchersFor(competencies);
  const found = new Map<string, PostingSkill & { matches: number }>();
  for (const line of postingLines(text)) {
    if (isHeadingLine(line.text)) continue;
    const normalised = normalise(line.text);
    for (const m of matchers) {
      const matches = matchCount(m, normalised);
      if (matches > (found.get(m.skill)?.matches ?? 0)) found.set(m.skill, { skill: m.skill, competencies: m.competencies, line, matches });
    }
  }
  return [...found.values()].map(({ matches: _matches, ...skill }) => skill).sort((a, b) => a.line.number - b.line.number);
}
