// `npm run bench:content`: the content judgement on the labelled set (packages/analysis/src/content/labelled-set/),
// through the same entry a typed answer takes (read at 150 words a minute, engine "written"). For the tuning split it
// prints precision and recall per part, the mean content score per kind and every answer where a part disagreed; for
// the held-out split only the aggregate figures and the file's sha256 (its answers are never shown, so they cannot be
// tuned to). `--tuning-only` leaves the held-out split out (each run that includes it is a look at it);
// `--held-out-by-file` adds the held-out figures per file (aggregates only), so a file nobody has looked at yet shows alone.
import { FAR_TOO_SHORT_FOR_CONTENT, type AnswerContent, type ContentPart } from '@rehearse/contract/answer-content';
import { loadLabelledSplit, type FiledAnswer, type LabelledSplit } from '../packages/analysis/src/content/labelled-set.ts';
import { englishLoadMilliseconds } from '../packages/analysis/src/content/meaning/english-reader.ts';
import { wordVectorsLoadMilliseconds } from '../packages/analysis/src/content/meaning/word-vectors.ts';
import { rulePrecisionRecall } from '../packages/analysis/src/content/rule-precision-recall.ts';
import { typedAnswerContent } from '../packages/analysis/src/typed-answer-content.ts';

const ON_THE_QUESTION = 'on the question';

/**
 * The parts that gave the user an improvement. An answer not judged because it stopped far short of its question's
 * time is told exactly that ('far too short to judge content…'), which is the length finding a coach would give.
 */
function firedParts(content: AnswerContent): string[] {
  const fired = content.findings.filter((f) => f.kind === 'improvement').map((f) => f.part);
  if (content.note?.startsWith(FAR_TOO_SHORT_FOR_CONTENT)) fired.push('length');
  return [...new Set(fired)];
}

interface Judged {
  answer: FiledAnswer;
  fired: string[];
  score: number | null;
  onTheQuestion: boolean;
  milliseconds: number;
}

function judge(answers: readonly FiledAnswer[]): Judged[] {
  return answers.map((answer) => {
    const started = performance.now();
    const content = typedAnswerContent({ text: answer.text, question: answer.question, competency: answer.competency, targetSeconds: answer.target_seconds });
    const milliseconds = performance.now() - started;
    return {
      answer,
      fired: firedParts(content),
      score: content.score,
      onTheQuestion: content.findings.some((f) => f.part === 'relevance' && f.kind === 'strength' && f.headline === ON_THE_QUESTION),
      milliseconds,
    };
  });
}

const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Precision / recall per part for each file of the split: each file is one writer's, so this shows how the rules carry over. */
function printByFile(judged: readonly Judged[]): void {
  const files = [...new Set(judged.map((j) => j.answer.file))];
  if (files.length < 2) return;
  const figures = files.map((file) => rulePrecisionRecall(judged.filter((j) => j.answer.file === file).map((j) => ({ expected: j.answer.expected, fired: j.fired as ContentPart[] }))));
  const cell = (f: { precision: number | null; recall: number | null }) => `${percent(f.precision)} / ${percent(f.recall)}`.padStart(15);
  console.log(`\nper file, precision / recall\n${'part'.padEnd(11)}${files.map((f) => f.replace('.json', '').padStart(16)).join('')}`);
  for (const [k, part] of figures[0]!.map((f) => f.part).entries()) console.log(`${part.padEnd(11)}${figures.map((byPart) => ` ${cell(byPart[k]!)}`).join('')}`);
}

function report(split: LabelledSplit, judged: readonly Judged[], showAnswers: boolean): void {
  console.log(`\n== ${split}: ${judged.length} answers ==`);
  console.log('part        precision  recall   TP  FP  FN');
  const figures = rulePrecisionRecall(judged.map((j) => ({ expected: j.answer.expected, fired: j.fired as ContentPart[] })));
  for (const f of figures) {
    console.log(`${f.part.padEnd(11)} ${percent(f.precision).padStart(9)}  ${percent(f.recall).padStart(6)}  ${String(f.truePositives).padStart(3)} ${String(f.falsePositives).padStart(3)} ${String(f.falseNegatives).padStart(3)}`);
  }
  const strong = judged.filter((j) => j.answer.kind === 'strong' && j.answer.expected.length === 0);
  const vocabularyOnStrong = strong.filter((j) => j.fired.includes('vocabulary')).length;
  console.log(`vocabulary false alarms on strong answers: ${vocabularyOnStrong} of ${strong.length}`);
  const byKind = new Map<string, number[]>();
  for (const j of judged) if (j.score !== null) byKind.set(j.answer.kind, [...(byKind.get(j.answer.kind) ?? []), j.score]);
  const strongMean = mean(byKind.get('strong') ?? []);
  console.log('\nmean content score by kind (gap below strong)');
  for (const [kind, scores] of [...byKind].sort((a, b) => mean(b[1]) - mean(a[1]))) {
    console.log(`${kind.padEnd(16)} ${mean(scores).toFixed(1).padStart(5)}  n=${String(scores.length).padStart(2)}${kind === 'strong' ? '' : `  gap ${(strongMean - mean(scores)).toFixed(1)}`}`);
  }
  const offTopic = judged.filter((j) => j.answer.expected.includes('relevance'));
  console.log(`off-topic answers told "${ON_THE_QUESTION}": ${offTopic.filter((j) => j.onTheQuestion).length} of ${offTopic.length}`);
  if (!showAnswers) {
    if (process.argv.includes('--held-out-by-file')) printByFile(judged);
    return;
  }
  printByFile(judged);
  console.log('\ndisagreements (id kind: missed / false alarm)');
  for (const j of judged) {
    const missed = j.answer.expected.filter((p) => !j.fired.includes(p));
    const extra = j.fired.filter((p) => !j.answer.expected.includes(p as ContentPart));
    if (missed.length + extra.length > 0) console.log(`${j.answer.id} ${j.answer.kind}: missed [${missed.join(', ')}] false alarm [${extra.join(', ')}] score ${j.score}`);
  }
}

const tuningOnly = process.argv.includes('--tuning-only');
const tuning = loadLabelledSplit('tuning');
const started = performance.now();
const tuningJudged = judge(tuning.answers);
const firstAnswerMilliseconds = tuningJudged[0]?.milliseconds ?? 0;
console.log(`Content judgement on the labelled set (typed answers: 150 words a minute, engine "written")`);
console.log(`tuning files: ${tuning.hashes.map((h) => `${h.file} ${h.sha256}`).join(', ')}`);
report('tuning', tuningJudged, true);
if (!tuningOnly) {
  const heldOut = loadLabelledSplit('held-out');
  console.log(`\nheld-out file: ${heldOut.hashes.map((h) => `${h.file} sha256 ${h.sha256}`).join(', ')}`);
  report('held-out', judge(heldOut.answers), false);
}
const warm = tuningJudged.slice(1).map((j) => j.milliseconds).sort((a, b) => a - b);
console.log(`\nresources: English model loaded in ${englishLoadMilliseconds()?.toFixed(0)} ms, word vectors in ${wordVectorsLoadMilliseconds()?.toFixed(0)} ms (first answer ${firstAnswerMilliseconds.toFixed(0)} ms, loads included)`);
console.log(`per answer after loading: mean ${mean(warm).toFixed(1)} ms, p95 ${warm[Math.floor(warm.length * 0.95)]?.toFixed(1)} ms, max ${warm.at(-1)?.toFixed(1)} ms; all tuning answers ${(performance.now() - started).toFixed(0)} ms`);
