import type { SpeakerTurn, TimeRange } from '@rehearse/contract/analysis-result';
import { voiceRegions } from './voice-recording.ts';

/**
 * Seconds of a voice's own turns, each widened by the turn margin as its joined recording holds them
 * (voice-recording.ts): what that voice's pace is counted over, for the whole recording (the audio card) and for any
 * stretch of it (an answer, the opening). `within`: only the turns whose middle lies in it. One function for both, so
 * the opening that holds all of a voice's turns shows the pace of the audio card to the decimal.
 */
export function ownTime(turns: readonly SpeakerTurn[], voice: number, duration: number, within?: TimeRange): number {
  const chosen = within ? turns.filter((t) => isInside((t.start + t.end) / 2, within)) : turns;
  const seconds = voiceRegions(chosen, voice, duration).reduce((sum, r) => sum + Math.max(0, r.end - r.start), 0);
  return Math.round(seconds * 1000) / 1000;
}

function isInside(t: number, range: TimeRange): boolean {
  return t >= range.start && t <= range.end;
}
