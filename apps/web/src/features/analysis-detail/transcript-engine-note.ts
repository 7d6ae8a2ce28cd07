import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { POCKETSPHINX_READ_SPEECH_WER_PERCENT } from '@rehearse/contract/transcript-trust';

export interface TranscriptEngineNote {
  text: string;
  /** Whether to offer the link to the whisper set-up guide (operator docs: staff only). */
  offerWhisper: boolean;
}

/**
 * What the transcript is worth, said under it: which engine wrote it and how far to trust it. The PocketSphinx error
 * rate is the benchmark's (`npm run bench:asr`, docs/BENCHMARKS.md). Null when no engine ran (the page already says
 * there is no transcript). Setting up Whisper is the operator's job (npm ci, DATA_DIR…): only staff are told to, with
 * the guide; a user is told what the transcript is worth and nothing they cannot act on.
 */
export function transcriptEngineNote(
  engines: Pick<AnalysisResult['engines'], 'transcriber' | 'transcriber_detail'>,
  { staff = false }: { staff?: boolean } = {},
): TranscriptEngineNote | null {
  if (engines.transcriber === 'pocketsphinx') {
    const worth =
      'Transcribed offline by PocketSphinx — word counts are reliable, individual words often are not ' +
      `(about ${POCKETSPHINX_READ_SPEECH_WER_PERCENT} % word error rate on read speech).`;
    return staff
      ? { text: `${worth} Set up Whisper for accurate transcripts.`, offerWhisper: true }
      : { text: worth, offerWhisper: false };
  }
  if (engines.transcriber === 'whisper') {
    const model = engines.transcriber_detail ? ` (${engines.transcriber_detail})` : '';
    return { text: `Transcribed offline by Whisper${model} — an accurate speech recogniser; still check names and numbers.`, offerWhisper: false };
  }
  return null;
}
