import { segmentSpeech, totalDuration } from './voice-activity.ts';

/**
 * Silences this long or longer are pauses, left out of the speech time; shorter ones (stop closures, the breath
 * between words of a phrase) are part of speaking. 250 ms is the silent-pause threshold De Jong & Bosker (2013) found
 * to work best for fluency measures, the one Goldman-Eisler (1968) used, and the one the issue asked for.
 */
export const SPEECH_TIME_MIN_PAUSE_SECONDS = 0.25;

/**
 * Seconds of speech in an intensity contour: the sounding stretches of the voice activity (above the recording's own
 * speech threshold, clicks under 0.1 s dropped) with every silence of 250 ms or more taken out — de Jong & Wempe's
 * (2009) phonation time, over which their articulation rate is counted. The pace while speaking is words over it and
 * the articulation rate syllables over it; neither depends on where a recogniser put its words, whose time spans
 * PocketSphinx and whisper draw too tight or too loose.
 */
export function speechTime(intensity: Float32Array): number {
  return totalDuration(segmentSpeech(intensity, SPEECH_TIME_MIN_PAUSE_SECONDS).segments);
}
