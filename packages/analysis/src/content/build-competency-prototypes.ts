// Cuts the question bank (apps/server/src/features/mock/question-sets/*.json) into the committed
// competency-prototypes.json: each competency's name, questions and tips. The analysis package may not import the
// server, so the bank is copied here at build time, as WordNet's antonyms are.
// Run after changing a question set: `npx tsx packages/analysis/src/content/build-competency-prototypes.ts`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { questionSetFileSchema } from '@rehearse/contract/mock-question-sets';
import { COMPETENCY_PROTOTYPES_FILE, prototypesFromSets, type CompetencyPrototypesFile } from './competency-prototypes.ts';

export const QUESTION_SETS_DIR = new URL('../../../../apps/server/src/features/mock/question-sets/', import.meta.url);
export const QUESTION_SETS_SOURCE = 'apps/server/src/features/mock/question-sets';

/** The question sets, in file-name order (behavioural first: its ten competencies are named first). */
export function readQuestionSets(dir: URL = QUESTION_SETS_DIR) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort((a, b) => (a === 'behavioural.json' ? -1 : b === 'behavioural.json' ? 1 : a.localeCompare(b)));
  return files.map((f) => questionSetFileSchema.parse(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file: CompetencyPrototypesFile = { source: QUESTION_SETS_SOURCE, prototypes: prototypesFromSets(readQuestionSets()) };
  writeFileSync(COMPETENCY_PROTOTYPES_FILE, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`${file.prototypes.length} competencies, ${file.prototypes.reduce((n, p) => n + p.texts.length, 0)} texts → ${COMPETENCY_PROTOTYPES_FILE.pathname}`);
}
