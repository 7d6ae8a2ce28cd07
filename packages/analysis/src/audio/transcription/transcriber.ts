import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import type { TimeLimit } from '../../process/time-limit.ts';

export type TranscriberEngine = 'whisper' | 'pocketsphinx' | 'none';

export interface Transcript {
  text: string;
  words: TranscriptWord[];
  engine: TranscriberEngine;
  /** Which binary, model or package did the work, for the result's `engines` block. */
  detail: string | null;
}

/**
 * The port every speech recogniser sits behind. Input: a 16 kHz, 16-bit, mono WAV file. A recogniser that runs as
 * a child process is killed past `limit` (whisper.cpp runs in this process through its addon and ignores it).
 */
export interface Transcriber {
  readonly engine: TranscriberEngine;
  transcribe(wavPath: string, limit: TimeLimit | null): Promise<Transcript>;
}
