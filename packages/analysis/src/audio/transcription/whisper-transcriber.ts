import { basename } from 'node:path';
import type { Transcriber, Transcript } from './transcriber.ts';
import { whisperSegmentsToWords, type WhisperSegment } from './whisper-segments.ts';

const WHISPER_PACKAGE = '@fugood/whisper.node';

/**
 * whisper.cpp asked to keep disfluencies: by default it writes fluent text and drops "um"/"uh", which would hide the
 * very fillers this analysis counts. A prompt written with fillers biases the decoder towards transcribing them
 * verbatim (a known whisper prompting behaviour).
 */
const DISFLUENT_PROMPT = 'Umm, let me think, uh, like, hmm... Okay, so, you know, I mean, here is what I, uh, did.';

/** The part of @fugood/whisper.node 1.x used here (lib/binding.ts in mybigday/whisper.node). */
interface WhisperJob {
  stop: () => Promise<void>;
  promise: Promise<{ result: string; segments: WhisperSegment[]; isAborted?: boolean }>;
}
interface WhisperContext {
  transcribeFile(path: string, options: Record<string, unknown>): WhisperJob | WhisperJob['promise'];
  release(): Promise<void>;
}
interface WhisperModule {
  initWhisper(options: { filePath: string; useGpu?: boolean }): Promise<WhisperContext>;
}

/**
 * whisper.cpp through `@fugood/whisper.node`, used only when a ggml model file is configured. The package is an
 * optional dependency (its prebuilt addon plus a user-supplied model), so it is imported only here, on demand.
 */
export function createWhisperTranscriber(modelPath: string, threads = 2): Transcriber {
  return {
    engine: 'whisper',
    transcribe: (wavPath) => runWhisper(modelPath, wavPath, threads),
  };
}

async function loadWhisper(): Promise<WhisperModule> {
  const specifier: string = WHISPER_PACKAGE; // a variable, so neither TypeScript nor a bundler requires the optional package
  try {
    const loaded = (await import(specifier)) as Partial<WhisperModule> & { default?: Partial<WhisperModule> };
    const api = loaded.initWhisper ? loaded : loaded.default;
    if (!api?.initWhisper) throw new Error(`${WHISPER_PACKAGE} has no initWhisper export`);
    return api as WhisperModule;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `WHISPER_MODEL is set but ${WHISPER_PACKAGE} cannot be loaded (${message}). ` +
        `Install it with: npm install -w packages/analysis --omit=optional ${WHISPER_PACKAGE}, or unset WHISPER_MODEL to use PocketSphinx.`,
      { cause: error },
    );
  }
}

async function runWhisper(modelPath: string, wavPath: string, threads: number): Promise<Transcript> {
  const whisper = await loadWhisper();
  const context = await whisper.initWhisper({ filePath: modelPath, useGpu: false });
  try {
    const job = context.transcribeFile(wavPath, {
      language: 'en',
      temperature: 0,
      maxThreads: threads,
      tokenTimestamps: true,
      maxLen: 1,
      prompt: DISFLUENT_PROMPT,
    });
    // 1.1+ returns { stop, promise }; earlier releases returned the promise itself.
    const result = await ('promise' in job ? job.promise : job);
    const words = whisperSegmentsToWords(result.segments);
    return {
      text: words.map((w) => w.word).join(' '),
      words,
      engine: 'whisper',
      detail: `whisper.cpp via ${WHISPER_PACKAGE}, model ${basename(modelPath)}`,
    };
  } finally {
    await context.release();
  }
}
