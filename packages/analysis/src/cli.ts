import { mkdir, readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { AnalysisOptions, TranscriberPreference } from './analysis-options.ts';
import { analyze } from './analyze.ts';
import { CLI_USAGE, parseCliArguments, UsageError, type RecordingArguments, type TypedAnswerArguments } from './cli-arguments.ts';
import { cliSentenceModel } from './cli-sentence-model.ts';
import { cliWhisperModel } from './cli-whisper-model.ts';
import { sentenceModelMeaning } from './content/meaning/answer-meaning.ts';
import { loadSentenceModel } from './content/meaning/sentence-model.ts';
import { writeReportFiles } from './report/write-report-files.ts';
import { typedAnswerContent, typedAnswerInput } from './typed-answer-content.ts';

/** A typed answer longer than this is not an interview answer (a 90-second answer is about 1,500 characters). */
const MAX_TYPED_ANSWER_BYTES = 100_000;

// The CLI is its own composition root: the only place in this package that reads the environment.
const TRANSCRIBERS: readonly TranscriberPreference[] = ['auto', 'whisper', 'pocketsphinx', 'none'];

function optionsFromEnvironment(env: NodeJS.ProcessEnv): Partial<AnalysisOptions> {
  const options: Partial<AnalysisOptions> = {};
  if (env.FFMPEG_PATH) options.ffmpegPath = env.FFMPEG_PATH;
  if (env.FFPROBE_PATH) options.ffprobePath = env.FFPROBE_PATH;
  if (env.WHISPER_MODEL) options.whisperModel = cliWhisperModel(env.WHISPER_MODEL, env.DATA_DIR ?? './data');
  if (env.TRANSCRIBER) {
    const transcriber = env.TRANSCRIBER as TranscriberPreference;
    if (!TRANSCRIBERS.includes(transcriber)) throw new UsageError(`TRANSCRIBER must be one of ${TRANSCRIBERS.join(', ')}`);
    options.transcriber = transcriber;
  }
  return options;
}

async function main(): Promise<number> {
  let args;
  let options;
  let sentenceModel;
  try {
    args = parseCliArguments(process.argv.slice(2));
    options = optionsFromEnvironment(process.env);
    sentenceModel = cliSentenceModel(process.env.SENTENCE_MODEL, process.env.DATA_DIR ?? './data');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(error.message === CLI_USAGE ? `${CLI_USAGE}\n` : `error: ${error.message}\n${CLI_USAGE}\n`);
    return 2;
  }
  try {
    if (args.kind === 'text') return await judgeTypedAnswer(args, sentenceModel);
    return await analyzeRecording(args, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: ${message.split('\n')[0]}\n`);
    return 1;
  }
}

async function analyzeRecording(args: RecordingArguments, options: Partial<AnalysisOptions>): Promise<number> {
  const result = await analyze(args.file, {
    ...options,
    fps: args.fps,
    onProgress: (stage, percent) => process.stderr.write(`${stage} ${percent}%\n`),
  });
  if (args.out) {
    await mkdir(args.out, { recursive: true });
    await writeReportFiles(result, args.out, basename(args.file, extname(args.file)));
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

/** `sentenceModel`: a model folder whose sentence model judges the meaning, as the server's does; null: the word vectors. */
async function judgeTypedAnswer(args: TypedAnswerArguments, sentenceModel: string | null): Promise<number> {
  if ((await stat(args.textFile)).size > MAX_TYPED_ANSWER_BYTES) throw new Error(`The answer file is larger than ${MAX_TYPED_ANSWER_BYTES / 1000} kB.`);
  const text = (await readFile(args.textFile, 'utf8')).trim();
  if (text.length === 0) throw new Error('The answer file is empty.');
  const typed = { text, question: args.question, competency: args.competency, targetSeconds: args.targetSeconds };
  const model = sentenceModel === null ? null : await loadSentenceModel(sentenceModel, basename(sentenceModel));
  const content = typedAnswerContent(typed, model ? await sentenceModelMeaning(model, typedAnswerInput(typed)) : undefined);
  await model?.close();
  process.stdout.write(`${JSON.stringify(content, null, 2)}\n`);
  return 0;
}

process.exitCode = await main();
