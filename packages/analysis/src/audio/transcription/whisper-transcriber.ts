import { basename } from 'node:path';
import { settleWithinTimeLimit } from '../../process/settle-within-time-limit.ts';
import type { TimeLimit } from '../../process/time-limit.ts';
import { wavFileSeconds } from '../wav-file.ts';
import type { Transcriber, Transcript } from './transcriber.ts';
import { inspectWhisperModel, WhisperModelError } from './whisper-model-file.ts';
import { whisperSegmentsToWords, type WhisperSegment } from './whisper-segments.ts';

const WHISPER_PACKAGE = '@fugood/whisper.node';

/**
 * whisper.cpp asked to keep disfluencies: by default it writes fluent text and drops "um"/"uh", which would hide the
 * very fillers this analysis counts. A prompt written with fillers biases the decoder towards transcribing them
 * verbatim (a known whisper prompting behaviour).
 */
const DISFLUENT_PROMPT = 'Umm, let me think, uh, like, hmm... Okay, so, you know, I mean, here is what I, uh, did.';

/**
 * The part of @fugood/whisper.node 1.1.3 used here (lib/binding.ts in mybigday/whisper.node). Declared rather than
 * imported: the package's `types` names a .d.ts it does not ship, so TypeScript would type-check its sources instead.
 */
interface WhisperJob {
  stop: () => Promise<void>;
  promise: Promise<{ result: string; segments: WhisperSegment[]; isAborted: boolean }>;
}
interface WhisperContext {
  transcribeFile(path: string, options: Record<string, unknown>): WhisperJob;
  release(): Promise<void>;
}
interface WhisperModule {
  initWhisper(options: { filePath: string; useGpu?: boolean }): Promise<WhisperContext>;
}

/**
 * whisper.cpp through `@fugood/whisper.node` (its prebuilt CPU addon), used when a ggml model file is configured.
 * Runs on the addon's own thread inside this process. The model file is checked before the addon sees it, and every
 * transcription is bounded by `limit`: in 1.1.3 a failing transcription never settles its promise (the addon's error
 * path calls back with one argument where its handler waits for two), so only the limit ends it.
 */
export function createWhisperTranscriber(modelPath: string, threads = 2): Transcriber {
  return {
    engine: 'whisper',
    transcribe: (wavPath, limit) => runWhisper(modelPath, wavPath, threads, limit),
  };
}

/** What `engines.transcriber_detail` says: the engine and the model file's name, never where it lives. */
export function whisperDetail(modelPath: string): string {
  return `whisper.cpp via ${WHISPER_PACKAGE}, model ${basename(modelPath)}`;
}

async function loadWhisper(): Promise<WhisperModule> {
  const specifier: string = WHISPER_PACKAGE; // a variable, so TypeScript does not resolve (and type-check) the package
  try {
    const loaded = (await import(specifier)) as Partial<WhisperModule> & { default?: Partial<WhisperModule> };
    const api = loaded.initWhisper ? loaded : loaded.default;
    if (!api?.initWhisper) throw new Error(`${WHISPER_PACKAGE} has no initWhisper export`);
    return api as WhisperModule;
  } catch (error) {
    throw new Error(`${WHISPER_PACKAGE} cannot be loaded (${errorMessage(error)}); run npm ci, or unset WHISPER_MODEL to use PocketSphinx`, {
      cause: error,
    });
  }
}

async function runWhisper(modelPath: string, wavPath: string, threads: number, limit: TimeLimit | null): Promise<Transcript> {
  try {
    inspectWhisperModel(modelPath);
  } catch (error) {
    if (error instanceof WhisperModelError) throw new Error(`The whisper model ${basename(modelPath)} ${error.message}`, { cause: error });
    throw error;
  }
  const whisper = await loadWhisper();
  const seconds = await wavFileSeconds(wavPath);
  if (seconds === null) throw new Error('whisper.cpp was given audio that is not a WAV file');
  const context = await initContext(whisper, modelPath);
  try {
    const job = context.transcribeFile(wavPath, {
      language: 'en',
      temperature: 0,
      maxThreads: threads,
      tokenTimestamps: true,
      maxLen: 1,
      prompt: DISFLUENT_PROMPT,
    });
    job.promise.catch(() => undefined); // after a time-out it may still reject (context released); nobody listens then
    const result = await settleWithinTimeLimit(job.promise, limit, () => job.stop());
    const words = whisperSegmentsToWords(result.segments, seconds);
    return { text: words.map((w) => w.word).join(' '), words, engine: 'whisper', detail: whisperDetail(modelPath) };
  } finally {
    await context.release();
  }
}

/** The addon loads its native part on first use: without a prebuilt binary for this platform, that is where it fails. */
async function initContext(whisper: WhisperModule, modelPath: string): Promise<WhisperContext> {
  try {
    return await whisper.initWhisper({ filePath: modelPath, useGpu: false });
  } catch (error) {
    throw new Error(
      `whisper.cpp could not start with ${basename(modelPath)} on ${process.platform}-${process.arch} (${errorMessage(error)}); ` +
        `unset WHISPER_MODEL to use PocketSphinx`,
      { cause: error },
    );
  }
}

/** The first line: a failed native load appends Node's require stack to the message. */
function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
