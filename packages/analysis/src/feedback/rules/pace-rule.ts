import { PACE_BAND } from '../../audio/scores/pace.ts';
import { bandGap } from '../band-gap.ts';
import { FEEDBACK_BANDS, PRACTICE_SECONDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { formatTime } from '../format-time.ts';
import { estimateNote } from './estimate-note.ts';

/** Speaking pace against the 120–160 WPM conversational band. */
export function paceRule({ audio }: FeedbackInput): Finding[] {
  const wpm = audio.metrics.speaking_pace;
  const words = audio.metrics.word_count;
  if (wpm === null || words === null) return [];
  const { low, high } = FEEDBACK_BANDS.pace;
  const rate = Math.round(wpm);
  const counted = `${words} words in ${formatTime(audio.metrics.duration)}${estimateNote(audio)}`;
  const band = `the ${low}–${high} WPM conversational range`;
  const target = `${low + 10}–${high - 10} words`;
  if (wpm >= low && wpm <= high) {
    return [
      {
        kind: 'strength',
        weight: 0.5 + 0.5 * (1 - Math.abs(wpm - (low + high) / 2) / ((high - low) / 2)),
        headline: `pace ${rate} WPM`,
        text: `You spoke at ${rate} words per minute (${counted}), inside ${band}.`,
        recommendation: `Keep your pace inside ${band}, as here (${rate} WPM).`,
      },
    ];
  }
  if (wpm < low) {
    const whileSpeaking = audio.metrics.speaking_pace_over_speaking_time;
    const pausesSlow =
      whileSpeaking !== null && whileSpeaking >= low
        ? `; while you were actually speaking it was ${Math.round(whileSpeaking)} WPM, so the silences between phrases slow it down`
        : '';
    return [
      {
        kind: 'improvement',
        weight: bandGap(wpm, PACE_BAND),
        headline: `pace ${rate} WPM (slow)`,
        text: `Your pace was ${rate} words per minute (${counted}), below ${band}${pausesSlow}.`,
        strategy: `Record a ${PRACTICE_SECONDS}-second answer and aim for ${target}; at this recording's pace ${PRACTICE_SECONDS} seconds held about ${rate} words.`,
        recommendation: `Raise your pace from ${rate} to ${low}–${high} WPM.`,
      },
    ];
  }
  return [
    {
      kind: 'improvement',
      weight: bandGap(wpm, PACE_BAND),
      headline: `pace ${rate} WPM (fast)`,
      text: `You spoke at ${rate} words per minute (${counted}), faster than ${band}.`,
      strategy: `Record a ${PRACTICE_SECONDS}-second answer and aim for ${target}, with a one-second pause after each main point; at this recording's pace ${PRACTICE_SECONDS} seconds held about ${rate} words.`,
      recommendation: `Slow down from ${rate} to ${low}–${high} WPM.`,
    },
  ];
}
