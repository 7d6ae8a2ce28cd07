import type { AnalysisOptions } from '../../analysis-options.ts';
import { findExecutable } from './find-executable.ts';
import { createNoTranscriber } from './no-transcriber.ts';
import { createPocketsphinxTranscriber } from './pocketsphinx-transcriber.ts';
import type { Transcriber } from './transcriber.ts';
import { createWhisperTranscriber } from './whisper-transcriber.ts';

/**
 * `auto`: whisper.cpp when a model file is configured, else PocketSphinx when its binary is installed, else none.
 * An engine asked for by name that cannot run is an error, not a silent downgrade.
 */
export async function chooseTranscriber(
  options: Pick<AnalysisOptions, 'transcriber' | 'whisperModel' | 'whisperTokensPerWindow' | 'pocketsphinxPath'>,
  /** whisper.cpp's threads (whisperThreads): the cores the video branch leaves free. */
  whisperThreads = 2,
): Promise<Transcriber> {
  const preference = options.transcriber;
  if (preference === 'none') return createNoTranscriber('transcription turned off');
  if (preference === 'whisper' || (preference === 'auto' && options.whisperModel)) {
    if (!options.whisperModel) throw new Error('the whisper transcriber needs a ggml model file (WHISPER_MODEL)');
    return createWhisperTranscriber(options.whisperModel, { maxTokensPerWindow: options.whisperTokensPerWindow, threads: whisperThreads });
  }
  const binary = await findExecutable(options.pocketsphinxPath);
  if (binary) return createPocketsphinxTranscriber(binary);
  if (preference === 'pocketsphinx') {
    throw new Error(`PocketSphinx was asked for but ${options.pocketsphinxPath} was not found (Debian: apt-get install pocketsphinx pocketsphinx-en-us)`);
  }
  return createNoTranscriber(`no speech recogniser installed (${options.pocketsphinxPath} not found, no whisper model set)`);
}
