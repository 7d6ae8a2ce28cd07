// `npm run bench:content`: the content rules on the labelled set of written answers
// (packages/analysis/src/content/labelled-answers.json). Prints each rule's precision and recall for its improvement
// finding against the expected findings, and the answers where a rule disagreed, so the set and rules can be read side by side.
import { analyzeAnswerContent } from '../packages/analysis/src/content/analyze-answer-content.ts';
import { loadLabelledAnswers } from '../packages/analysis/src/content/labelled-answers.ts';
import { rulePrecisionRecall } from '../packages/analysis/src/content/rule-precision-recall.ts';
import { writtenAnswer } from '../packages/analysis/src/content/written-answer.ts';

const answers = loadLabelledAnswers();
const cases = answers.map((a) => {
  const content = analyzeAnswerContent({ words: writtenAnswer(a.text), engine: 'written', question: a.question, competency: a.competency, targetSeconds: a.target_seconds });
  const fired = [...new Set(content.findings.filter((f) => f.kind === 'improvement').map((f) => f.part))];
  return { answer: a, expected: a.expected, fired, score: content.score };
});
const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`);
console.log(`Content rules on ${answers.length} labelled answers (written, 150 words per minute)\n`);
console.log('rule        precision  recall   TP  FP  FN');
for (const f of rulePrecisionRecall(cases)) {
  console.log(`${f.part.padEnd(11)} ${percent(f.precision).padStart(9)}  ${percent(f.recall).padStart(6)}  ${String(f.truePositives).padStart(3)} ${String(f.falsePositives).padStart(3)} ${String(f.falseNegatives).padStart(3)}`);
}
const byKind = new Map<string, number[]>();
for (const c of cases) if (c.score !== null) byKind.set(c.answer.kind, [...(byKind.get(c.answer.kind) ?? []), c.score]);
console.log('\nmean content score by kind');
for (const [kind, scores] of byKind) console.log(`${kind.padEnd(18)} ${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1)}`);
console.log('\ndisagreements (id: missed / false alarm)');
for (const c of cases) {
  const missed = c.expected.filter((p) => !c.fired.includes(p));
  const extra = c.fired.filter((p) => !c.expected.includes(p));
  if (missed.length + extra.length > 0) console.log(`${c.answer.id}: missed [${missed.join(', ')}] false alarm [${extra.join(', ')}]`);
}
