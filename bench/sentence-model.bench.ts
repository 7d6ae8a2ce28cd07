// `npm run bench:sentence-model`: what the sentence model costs per answer on this machine, without downloading it.
// A forward pass costs what the dimensions ask, not the weights: the model is generated with random float32 weights
// at all-MiniLM-L6-v2's dimensions (6 layers, 384 wide, 12 heads, 30,522 word pieces; ~89 MB) and run through the
// real loader (onnxruntime-node, one thread; @huggingface/tokenizers WordPiece; mean pooling; L2 norm). Each answer of
// the labelled set's tuning split is encoded as the worker encodes it: its question, competency and every sentence, up
// front (answer-meaning.ts). The published model is int8-quantised: less work per token than these float32 weights,
// so the figures are an upper bound. The vocabulary is the split's own words, so most words are one word piece (the
// real WordPiece splits rare words into a few). `SENTENCE_MODEL_DIR=<folder>` measures a real model folder instead.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { writeRandomBertModel } from '@rehearse/analysis/test-fixtures';
import { loadLabelledSplit } from '../packages/analysis/src/content/labelled-set.ts';
import { analyzeAnswerContent } from '../packages/analysis/src/content/analyze-answer-content.ts';
import { answerMeaningTexts, sentenceModelMeaning } from '../packages/analysis/src/content/meaning/answer-meaning.ts';
import { loadSentenceModel } from '../packages/analysis/src/content/meaning/sentence-model.ts';
import { writtenAnswer } from '../packages/analysis/src/content/written-answer.ts';

const { answers } = loadLabelledSplit('tuning');
const inputs = answers.map((a) => ({ words: writtenAnswer(a.text), engine: 'written', question: a.question, competency: a.competency, targetSeconds: a.target_seconds }));
const own = process.env.SENTENCE_MODEL_DIR;
const dir = own ?? mkdtempSync(join(os.tmpdir(), 'sentence-model-'));
if (!own) {
  const words = new Set(inputs.flatMap((i) => answerMeaningTexts(i).flatMap((t) => t.toLowerCase().match(/[a-z0-9']+|[^\sa-z0-9']/g) ?? [])));
  const started = performance.now();
  await writeRandomBertModel(dir, [...words]);
  console.log(`generated a random-weight model at all-MiniLM-L6-v2's dimensions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const rssBefore = process.memoryUsage().rss;
let started = performance.now();
const model = await loadSentenceModel(dir, own ? 'the model folder' : 'random all-MiniLM-L6-v2');
const loadMs = performance.now() - started;
const rssLoaded = process.memoryUsage().rss;
await model.embed(['warm up']);

const perAnswer: number[] = [];
const perText: number[] = [];
const judged: number[] = [];
let texts = 0;
for (const input of inputs) {
  started = performance.now();
  const meaning = await sentenceModelMeaning(model, input);
  const ms = performance.now() - started;
  const count = answerMeaningTexts(input).length;
  texts += count;
  perAnswer.push(ms);
  perText.push(ms / count);
  started = performance.now();
  analyzeAnswerContent({ ...input, meaning });
  judged.push(performance.now() - started);
}
await model.close();
if (!own) rmSync(dir, { recursive: true, force: true });

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const f = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`host: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`model load: ${f(loadMs)}; resident memory +${((rssLoaded - rssBefore) / 1e6).toFixed(0)} MB`);
console.log(`${inputs.length} answers, ${texts} texts (question, competency, sentences), ${(texts / inputs.length).toFixed(1)} per answer`);
console.log(`encoding one answer up front: median ${f(quantile(perAnswer, 0.5))}, p90 ${f(quantile(perAnswer, 0.9))}, max ${f(Math.max(...perAnswer))}`);
console.log(`per text: median ${f(quantile(perText, 0.5))}`);
console.log(`then the rules with the encoded meanings: median ${f(quantile(judged, 0.5))}`);
