import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { POCKETSPHINX_READ_SPEECH_WER_PERCENT } from '@rehearse/contract/transcript-trust';

export interface TranscriptEngineNote {
  text: string;
  /** Whether to offer the link to the whisper set-up guide. */
  offerWhisper: boolean;
}

/**
 * What the transcript is worth, said under it: which engine wrote it and how far to trust it. The PocketSphinx error
 * rate is the benchmark's (`npm run bench:asr`, docs/BENCHMARKS.md). Null when no engine ran (the page already says
 * there is no transcript).
 */
export function transcriptEngineNote(engines: Pick<AnalysisResult['engines'], 'transcriber' | 'transcriber_detail'>): TranscriptEngineNote | null {
  if (engines.transcriber === 'pocketsphinx') {
    return {
      text:
        'Transcribed offline by PocketSphinx — word counts are reliable, individual words often are not ' +
        `(about ${POCKETSPHINX_READ_SPEECH_WER_PERCENT} % word error rate on read speech). Set up Whisper for accurate transcripts.`,
      offerWhisper: true,
    };
  }
  if (engines.transcriber === 'whisper') {
    const model = engines.transcriber_detail ? ` (${engines.transcriber_detail})` : '';
    return { text: `Transcribed offline by Whisper${model} — an accurate speech recogniser; still check names and numbers.`, offerWhisper: false };
  }
  return null;
}
