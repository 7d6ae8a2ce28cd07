import { audioOnlyOverallText } from '@rehearse/contract/audio-only-overall';
import type { ResultView } from '../../lib/analysis-result/result-view.ts';

export const AUDIO_ONLY_TITLE = 'Audio-only recording';

/** Why the video cards are missing, and what the overall score is then made of (audio, and what was said when judged). */
export function audioOnlyText(view: Pick<ResultView, 'audioScore' | 'content'>): string {
  const overall = audioOnlyOverallText({ audio: view.audioScore !== null, content: view.content?.score != null });
  return `This recording has no video track (an audio file or a phone interview), so only your voice was analysed. Face presence, eye contact, posture and engagement were not measured, and ${overall}.`;
}

/** A recording without pictures: the engine flags it no_video_stream and measures no video figure. */
export function isAudioOnly(view: Pick<ResultView, 'qualityFlags'>): boolean {
  return view.qualityFlags.includes('no_video_stream');
}
