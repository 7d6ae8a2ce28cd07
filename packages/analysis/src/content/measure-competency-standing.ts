// How well the competency prototypes tell a story's competency, on the tuning split only (never the held-out one):
// for strong and off-topic answers, where the asked competency ranks among its question sets' competencies, and for
// each margin / question floor how many off-topic answers the relevance test would catch and how many other answers
// it would wrongly flag. `npx tsx packages/analysis/src/content/measure-competency-standing.ts` measures the word
// vectors; with SENTENCE_MODEL=<model folder> the sentence model (the calibration its thresholds still wait for).
import { competencyStanding, type CompetencyStanding } from './competency-standing.ts';
import { answerFacts } from './answer-facts.ts';
import { loadLabelledSplit } from './labelled-set.ts';
import { tellsEvent } from './story-start.ts';
import { sentenceModelMeaning } from './meaning/answer-meaning.ts';
import { WORD_VECTOR_ENCODER, type MeaningEncoder } from './meaning/meaning-encoder.ts';
import { loadSentenceModel } from './meaning/sentence-model.ts';
import { typedAnswerInput } from '../typed-answer-content.ts';

const modelDir = process.env.SENTENCE_MODEL;
const model = modelDir && modelDir !== 'none' ? await loadSentenceModel(modelDir, modelDir) : null;
const rows: { id: string; kind: string; off: boolean; standing: CompetencyStanding }[] = [];
for (const a of loadLabelledSplit('tuning').answers) {
  const input = typedAnswerInput({ text: a.text, question: a.question, competency: a.competency, targetSeconds: a.target_seconds });
  const meaning: MeaningEncoder = model ? await sentenceModelMeaning(model, input) : WORD_VECTOR_ENCODER;
  const facts = answerFacts({ ...input, meaning });
  const story = facts.sentences.filter(tellsEvent);
  const standing = competencyStanding(meaning, (story.length > 0 ? story : facts.sentences).map((s) => s.text), a.question, a.competency);
  if (standing) rows.push({ id: a.id, kind: a.kind, off: a.expected.includes('relevance'), standing });
}
console.log(`engine: ${model ? 'sentence-model' : 'word-vectors'}; ${rows.length} tuning answers with a competency in the bank`);
for (const kind of ['strong', 'off_topic']) {
  const of = rows.filter((r) => r.kind === kind);
  const first = of.filter((r) => r.standing.rank === 0).length;
  const top3 = of.filter((r) => r.standing.rank < 3).length;
  console.log(`${kind.padEnd(10)} n=${of.length}: asked competency closest ${first}, in the closest three ${top3}; mean rank ${(of.reduce((s, r) => s + r.standing.rank, 0) / Math.max(1, of.length)).toFixed(1)}`);
}
const positives = rows.filter((r) => r.off).length;
const grid: string[] = [];
for (const margin of [0, 0.02, 0.05, 0.08, 0.1, 0.15, 0.2]) {
  for (const floor of [0.1, 0.2, 0.3, 0.4, 0.5, 1]) {
    const flagged = rows.filter((r) => r.standing.closest.similarity - r.standing.asked >= margin && r.standing.question < floor);
    const caught = flagged.filter((r) => r.off).length;
    grid.push(`margin ≥ ${margin.toFixed(2)}, question < ${floor.toFixed(1)}: caught ${caught} of ${positives}, false alarms ${flagged.length - caught} (${flagged.filter((r) => !r.off && r.kind === 'strong').length} strong)`);
  }
}
console.log(grid.join('\n'));
