import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { settleWithinTimeLimit } from '../../process/settle-within-time-limit.ts';
import type { TimeLimit } from '../../process/time-limit.ts';
import type { Transcriber, Transcript } from './transcriber.ts';
import { wavSamples } from './wav-samples.ts';
import { inspectWhisperModel, WhisperModelError } from './whisper-model-file.ts';
import { whisperSegmentsToWords } from './whisper-segments.ts';

const WHISPER_PACKAGE = 'smart-whisper';
/** The compiled addon itself: its package entry would also create ~/.smart-whisper for a model manager not used here. */
const ADDON = `${WHISPER_PACKAGE}/build/Release/smart-whisper.node`;
const SAMPLE_RATE = 16_000;

/**
 * whisper.cpp asked to keep disfluencies: by default it writes fluent text and drops "um"/"uh", which would hide the
 * very fillers this analysis counts. A prompt written with fillers biases the decoder towards transcribing them
 * verbatim (a known whisper prompting behaviour).
 */
export const DISFLUENT_PROMPT = 'Umm, let me think, uh, like, hmm... Okay, so, you know, I mean, here is what I, uh, did.';

/** The part of smart-whisper 0.8.1's native binding used here (src/binding/*.cc in JacobLinCool/smart-whisper). */
interface NativeModel {
  readonly handle: unknown;
  free(): Promise<void>;
}
interface NativeSegment {
  text: string;
  /** Milliseconds (whisper.cpp's 10 ms units × 10). */
  from: number;
  to: number;
}
interface WhisperAddon {
  WhisperModel: { load(file: string, gpu: boolean): Promise<NativeModel> };
  /** `finish` receives the segments, or an Error when whisper_full fails. */
  transcribe(
    handle: unknown,
    pcm: Float32Array,
    params: Record<string, unknown>,
    finish: (result: NativeSegment[] | Error) => void,
    progress: (segment: NativeSegment) => void,
  ): void;
}

/**
 * whisper.cpp through smart-whisper's addon, compiled at install for this processor (scripts/build-whisper-addon.mjs,
 * decision 031), used when a ggml model file is configured. Runs on the addon's thread pool inside this process. The model file is checked before whisper.cpp sees it (its loader crashes the process on a file
 * it cannot read), and every transcription is bounded by `limit`. whisper.cpp cannot be stopped mid-way: past the
 * limit the analysis fails, and the model is released once the native work has finished on its own.
 */
export function createWhisperTranscriber(modelPath: string, decoding: WhisperDecoding = {}): Transcriber {
  return {
    engine: 'whisper',
    transcribe: (wavPath, limit) => runWhisper(modelPath, wavPath, { threads: 2, maxTokensPerWindow: 0, ...decoding }, limit),
  };
}

export interface WhisperDecoding {
  /** Default 2: the worker's two cores. */
  threads?: number;
  /**
   * Tokens decoded per 30 s window at most; default 0, no limit. `npm run bench:whisper` sets it to what a real model
   * writes for its clip, since random weights decode an arbitrary number of tokens. With a limit the decoder also writes
   * no timestamp tokens, so each window decodes up to the limit and then advances by its whole 30 s, as a real model's
   * closing timestamp makes it: a random model's timestamps are random, and whisper.cpp would either end a window at
   * the first one that goes back in time (a few tokens decoded) or encode a new window from it (base.en's did not finish
   * a 60 s clip in 240 s that way). With no timestamps and random logits, the end-of-text token almost never wins.
   */
  maxTokensPerWindow?: number;
}

/** What `engines.transcriber_detail` says: the engine and the model file's name, never where it lives. */
export function whisperDetail(modelPath: string): string {
  return `whisper.cpp via ${WHISPER_PACKAGE}, model ${basename(modelPath)}`;
}

let addon: WhisperAddon | null = null;
function loadAddon(): WhisperAddon {
  if (addon) return addon;
  try {
    addon = createRequire(import.meta.url)(ADDON) as WhisperAddon;
    return addon;
  } catch (error) {
    throw new Error(
      `whisper.cpp is not built on ${process.platform}-${process.arch} (${errorMessage(error)}); run npm ci (it compiles ${WHISPER_PACKAGE}), ` +
        'or set WHISPER_MODEL=none to use PocketSphinx',
      { cause: error },
    );
  }
}

async function runWhisper(modelPath: string, wavPath: string, decoding: Required<WhisperDecoding>, limit: TimeLimit | null): Promise<Transcript> {
  try {
    inspectWhisperModel(modelPath);
  } catch (error) {
    if (error instanceof WhisperModelError) throw new Error(`The whisper model ${basename(modelPath)} ${error.message}`, { cause: error });
    throw error;
  }
  const whisper = loadAddon();
  const samples = wavSamples(await readFile(wavPath));
  if (samples === null) throw new Error('whisper.cpp was given audio that is not a 16-bit mono WAV file');
  const model = await whisper.WhisperModel.load(modelPath, false);
  const work = new Promise<NativeSegment[]>((resolve, reject) => {
    whisper.transcribe(
      model.handle,
      samples,
      {
        language: 'en',
        strategy: 0, // greedy: beam search costs about five decodes for a small gain (decision 031)
        n_threads: decoding.threads,
        max_tokens: decoding.maxTokensPerWindow,
        no_timestamps: decoding.maxTokensPerWindow > 0,
        temperature: 0,
        // No re-decoding at higher temperatures when a window decodes badly: up to five more decodes of the window
        // would make the cost unpredictable against the analysis time limit (decision 031).
        temperature_inc: 0,
        token_timestamps: true,
        max_len: 1,
        initial_prompt: DISFLUENT_PROMPT,
        format: 'simple',
      },
      (result) => (result instanceof Error ? reject(new Error(`whisper.cpp failed: ${result.message}`)) : resolve(result)),
      () => undefined,
    );
  });
  const released = work.catch(() => undefined).then(() => model.free());
  const segments = await settleWithinTimeLimit(work, limit, () => undefined);
  await released;
  const seconds = samples.length / SAMPLE_RATE;
  const words = whisperSegmentsToWords(
    segments.map((s) => ({ text: s.text, t0: s.from, t1: s.to })),
    seconds,
  );
  return { text: words.map((w) => w.word).join(' '), words, engine: 'whisper', detail: whisperDetail(modelPath) };
}

/** The first line: a failed native load appends Node's require stack to the message. */
function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
