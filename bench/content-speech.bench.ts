// `npm run bench:content-speech`: the labelled answers (packages/analysis/src/content/labelled-set/) judged twice —
// as typed (the `bench:content` entry: read at 150 words a minute, engine "written") and as heard: spoken by espeak-ng,
// resampled to a 16 kHz mono WAV and transcribed by the engine's PocketSphinx transcriber, then judged from its timed
// words and posteriors — and how much each part's precision and recall drop from the typed text to the transcript.
// It also checks every quote of the spoken judgements against the transcript: a quote must be a run of words heard at or
// above the quotable posterior. Only aggregate figures are printed (the held-out split is never shown) and each file's
// sha256. `WHISPER_MODEL=<ggml file>` transcribes with whisper.cpp and that model instead.
//
// Options: `--limit N` answers per split, spread evenly over it (default 24); `--all` every answer; `--split tuning` or
// `--split held-out` one split; `--jobs N` transcriptions at a time (default 2, the two cores). Transcripts are cached in
// bench/out/content-speech/ (gitignored) by text, voice and engine, so a second run only judges.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import type { AnswerContent, ContentPart } from '@rehearse/contract/answer-content';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { analyzeAnswerContent, typedAnswerContent } from '@rehearse/analysis';
import { contentQuotes, createPocketsphinxTranscriber, createWhisperTranscriber, quotedStretches, speakAnswer, unquotableQuotes, wordErrorRate } from '@rehearse/analysis/test-fixtures';
import { loadLabelledSplit, type LabelledAnswer, type LabelledSplit } from '../packages/analysis/src/content/labelled-set.ts';
import { rulePrecisionRecall, type RuleFigures } from '../packages/analysis/src/content/rule-precision-recall.ts';

const { values } = parseArgs({
  options: {
    limit: { type: 'string' },
    all: { type: 'boolean', default: false },
    split: { type: 'string' },
    jobs: { type: 'string' },
  },
});
const limit = values.all ? Infinity : Number(values.limit ?? 24);
const jobs = Number(values.jobs ?? 2);
if (!(limit > 0) || !Number.isInteger(jobs) || jobs < 1) throw new Error('--limit takes a positive number, --jobs a whole number from 1');
const splits: LabelledSplit[] = values.split === undefined ? ['tuning', 'held-out'] : [values.split as LabelledSplit];
if (!splits.every((s) => s === 'tuning' || s === 'held-out')) throw new Error('--split is tuning or held-out');

/** espeak-ng's voice for the answers: of five voices tried on six tuning answers, PocketSphinx heard this one best (WER 47 %). */
const VOICE = 'en-us+f2';
/** The typed path's reading rate, so both judgements time the same words alike. */
const WORDS_PER_MINUTE = 150;
const CACHE = join(import.meta.dirname, 'out', 'content-speech');

interface Heard {
  words: TranscriptWord[];
  engine: string;
  /** Seconds of speech espeak-ng made, and seconds the recogniser took (0 when it came from the cache). */
  audioSeconds: number;
  transcribeSeconds: number;
}

interface Engine {
  name: 'pocketsphinx' | 'whisper';
  id: string;
  transcribe(wav: string): Promise<{ words: TranscriptWord[] }>;
}

async function chooseEngine(): Promise<Engine> {
  const model = process.env.WHISPER_MODEL;
  if (model) {
    const size = (await stat(model)).size;
    const whisper = createWhisperTranscriber(model);
    return { name: 'whisper', id: `whisper ${basename(model)} ${size}`, transcribe: (wav) => whisper.transcribe(wav, null) };
  }
  const pocketsphinx = createPocketsphinxTranscriber('pocketsphinx_batch');
  return { name: 'pocketsphinx', id: 'pocketsphinx_batch default settings', transcribe: (wav) => pocketsphinx.transcribe(wav, null) };
}

/** The answer as the recogniser heard it, from the cache when this text, voice and engine were heard before. */
async function hear(answer: LabelledAnswer, engine: Engine, work: string): Promise<Heard & { cached: boolean }> {
  const key = createHash('sha256').update(JSON.stringify([engine.id, VOICE, WORDS_PER_MINUTE, answer.text])).digest('hex');
  const file = join(CACHE, `${key}.json`);
  const cached = await readFile(file, 'utf8').catch(() => null);
  if (cached) return { ...(JSON.parse(cached) as Heard), transcribeSeconds: 0, cached: true };
  const wav = join(work, `${key}.wav`);
  await speakAnswer(answer.text, wav, { wordsPerMinute: WORDS_PER_MINUTE, voice: VOICE });
  const audioSeconds = ((await stat(wav)).size - 44) / (16_000 * 2);
  const started = performance.now();
  const { words } = await engine.transcribe(wav);
  const heard: Heard = { words, engine: engine.name, audioSeconds, transcribeSeconds: (performance.now() - started) / 1000 };
  await rm(wav, { force: true });
  await writeFile(file, JSON.stringify(heard));
  return { ...heard, cached: false };
}

/** The parts whose improvement finding fired: what the labels are compared with (as `bench:content`). */
const firedParts = (content: AnswerContent): ContentPart[] => [...new Set(content.findings.filter((f) => f.kind === 'improvement').map((f) => f.part))];
const onTheQuestion = (content: AnswerContent) => content.findings.some((f) => f.part === 'relevance' && f.kind === 'strength' && f.headline === 'on the question');

/** Words in double quotes inside a finding's headline or text ('9 × "we"'), checked like the quotes themselves. */
function quotesInTexts(content: AnswerContent): string[] {
  return content.findings.flatMap((f) => [...`${f.headline} ${f.text}`.matchAll(/"([^"]+)"/g)].map((m) => `"${m[1]}"`));
}

function unquotableInTexts(content: AnswerContent, words: readonly TranscriptWord[]): string[] {
  return quotesInTexts(content).flatMap((quote) =>
    quotedStretches(quote)
      .map((tokens) => tokens.map((t) => t.toLowerCase().replace(/[^a-z0-9']/g, '')).filter(Boolean))
      .filter((tokens) => tokens.length > 0 && !words.some((_, i) => tokens.every((t, k) => words[i + k]?.word.toLowerCase() === t && isQuotableWord(words[i + k]!))))
      .map((tokens) => tokens.join(' ')),
  );
}

interface Judged {
  answer: LabelledAnswer;
  typed: AnswerContent;
  spoken: AnswerContent;
  heard: Heard & { cached: boolean };
  wer: number;
}

async function judgeAll(answers: readonly LabelledAnswer[], engine: Engine): Promise<Judged[]> {
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(join(os.tmpdir(), 'content-speech-'));
  const results: Judged[] = new Array(answers.length);
  let next = 0;
  let done = 0;
  try {
    await Promise.all(
      Array.from({ length: Math.min(jobs, answers.length) }, async () => {
        while (next < answers.length) {
          const index = next++;
          const answer = answers[index]!;
          const heard = await hear(answer, engine, work);
          const question = { question: answer.question, competency: answer.competency, targetSeconds: answer.target_seconds };
          results[index] = {
            answer,
            typed: typedAnswerContent({ text: answer.text, ...question }),
            spoken: analyzeAnswerContent({ words: heard.words, engine: engine.name, ...question }),
            heard,
            wer: wordErrorRate(answer.text, heard.words.map((w) => w.word).join(' ')).rate,
          };
          done += 1;
          if (!heard.cached) process.stderr.write(`\r  heard ${done} of ${answers.length}`);
        }
      }),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
    process.stderr.write('\n');
  }
  return results;
}

/** `count` answers spread evenly over the split (every kind and competency is spread through the files). */
function sample<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

const pct = (v: number | null) => (v === null ? '  —' : `${Math.round(v * 100)}`.padStart(3));
const drop = (typed: number | null, spoken: number | null) => (typed === null || spoken === null ? '   —' : `${Math.round((spoken - typed) * 100)}`.padStart(4));
const mean = (xs: readonly number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);
const one = (v: number | null) => (v === null ? '—' : v.toFixed(1));

function report(split: LabelledSplit, judged: readonly Judged[]): { quotes: number; unquotable: number; textQuotes: number; unquotableText: number } {
  const typedFigures = rulePrecisionRecall(judged.map((j) => ({ expected: j.answer.expected, fired: firedParts(j.typed) })));
  const spokenFigures = rulePrecisionRecall(judged.map((j) => ({ expected: j.answer.expected, fired: firedParts(j.spoken) })));
  const heardNow = judged.filter((j) => !j.heard.cached);
  const words = judged.flatMap((j) => j.heard.words);
  console.log(`\n== ${split}: ${judged.length} answers ==`);
  console.log(
    `heard: word error rate ${Math.round((mean(judged.map((j) => j.wer)) ?? 0) * 100)} % (mean per answer), ` +
      `${Math.round((words.filter(isQuotableWord).length / Math.max(1, words.length)) * 100)} % of words quotable, ` +
      `${Math.round((words.filter((w) => w.confidence === null || w.confidence >= 0.3).length / Math.max(1, words.length)) * 100)} % clear; ` +
      `${heardNow.length} transcribed now (${one(mean(heardNow.map((j) => j.heard.transcribeSeconds)))} s each for ${one(mean(heardNow.map((j) => j.heard.audioSeconds)))} s of speech), ${judged.length - heardNow.length} from the cache`,
  );
  console.log(`judged: typed ${judged.filter((j) => j.typed.status === 'judged').length}, spoken ${judged.filter((j) => j.spoken.status === 'judged').length} of ${judged.length} (the rest: ${NOT_JUDGED})`);
  console.log('part         typed P  R   spoken P  R   drop P   R   (percent; drop = spoken − typed, points)');
  typedFigures.forEach((t: RuleFigures, i) => {
    const s = spokenFigures[i]!;
    console.log(`${t.part.padEnd(12)} ${pct(t.precision).padStart(7)} ${pct(t.recall)}   ${pct(s.precision).padStart(7)} ${pct(s.recall)}   ${drop(t.precision, s.precision).padStart(5)} ${drop(t.recall, s.recall)}`);
  });
  const kinds = [...new Set(judged.map((j) => j.answer.kind))].sort();
  console.log('mean content score by kind: typed / spoken (judged answers only)');
  for (const kind of kinds) {
    const of = judged.filter((j) => j.answer.kind === kind);
    const scores = (pick: (j: Judged) => number | null) => of.flatMap((j) => (pick(j) === null ? [] : [pick(j)!]));
    console.log(`  ${kind.padEnd(16)} ${one(mean(scores((j) => j.typed.score))).padStart(5)} / ${one(mean(scores((j) => j.spoken.score))).padStart(5)}  n=${of.length}`);
  }
  const offTopic = judged.filter((j) => j.answer.expected.includes('relevance'));
  console.log(`off-topic answers told "on the question": typed ${offTopic.filter((j) => onTheQuestion(j.typed)).length}, spoken ${offTopic.filter((j) => onTheQuestion(j.spoken)).length} of ${offTopic.length}`);
  const quotes = judged.reduce((s, j) => s + contentQuotes(j.spoken).length, 0);
  const unquotable = judged.flatMap((j) => unquotableQuotes(j.spoken, j.heard.words));
  const textQuotes = judged.reduce((s, j) => s + quotesInTexts(j.spoken).length, 0);
  const unquotableText = judged.flatMap((j) => unquotableInTexts(j.spoken, j.heard.words));
  console.log(
    `quotes of the spoken judgements: ${quotes} quotes, ${unquotable.length} stretches with a word below the quotable posterior or not heard; ` +
      `${textQuotes} quoted words in finding texts, ${unquotableText.length} of them not heard with confidence`,
  );
  // The tuning split may be read: show what broke. The held-out split stays aggregate.
  if (split === 'tuning') for (const stretch of [...unquotable, ...unquotableText].slice(0, 10)) console.log(`  unquotable: "${stretch}"`);
  return { quotes, unquotable: unquotable.length, textQuotes, unquotableText: unquotableText.length };
}

const NOT_JUDGED = 'not enough clear speech, or far too short';

const engine = await chooseEngine();
console.log(
  `Content judged typed and as heard: espeak-ng voice ${VOICE} at ${WORDS_PER_MINUTE} words a minute → 16 kHz WAV → ${engine.id}; ` +
    `${limit === Infinity ? 'every answer' : `up to ${limit} answers per split`}, ${jobs} at a time`,
);
let problems = 0;
for (const split of splits) {
  const loaded = loadLabelledSplit(split);
  console.log(`${split} files: ${loaded.hashes.map((h) => `${h.file} sha256 ${h.sha256}`).join(', ')}`);
  const started = performance.now();
  const judged = await judgeAll(sample(loaded.answers, limit), engine);
  const figures = report(split, judged);
  problems += figures.unquotable;
  console.log(`(${split}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
if (problems > 0) process.exitCode = 1;
