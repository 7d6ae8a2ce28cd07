import type { Transcriber } from './transcriber.ts';

/** Used when no recogniser is available or wanted: word figures then come from syllable nuclei, marked as estimates. */
export function createNoTranscriber(reason: string): Transcriber {
  return {
    engine: 'none',
    transcribe: () => Promise.resolve({ text: '', words: [], engine: 'none', detail: reason }),
  };
}
