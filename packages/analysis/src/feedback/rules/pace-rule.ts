import { PACE_BAND } from '../../audio/scores/pace.ts';
import { bandGap } from '../band-gap.ts';
import { FEEDBACK_BANDS, PRACTICE_SECONDS } from '../feedback-bands.ts';
import { countedSpan } from '../counted-time.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { countOf } from '../format-number.ts';
import { formatTime } from '../format-time.ts';
import { estimateNote } from './estimate-note.ts';

/** Speaking pace against the 120–160 WPM conversational band. */
export function paceRule({ audio }: FeedbackInput): Finding[] {
  const wpm = audio.metrics.speaking_pace;
  const words = audio.metrics.word_count;
  if (wpm === null || words === null) return [];
  const { low, high } = FEEDBACK_BANDS.pace;
  const rate = Math.round(wpm);
  const wordsPerMinute = `${countOf(rate, 'word')} per minute`;
  const counted = `${countOf(words, 'word')} in ${countedSpan(audio.metrics)}${estimateNote(audio)}`;
  const own = audio.metrics.own_time;
  const slowSpan = own === undefined ? `the whole recording (${counted})` : `your own speaking time (${countOf(words, 'word')} in ${formatTime(own)}${estimateNote(audio)})`;
  const band = `the ${low}–${high} WPM conversational range`;
  const target = `${low + 10}–${high - 10} words`;
  if (wpm >= low && wpm <= high) {
    return [
      {
        kind: 'strength',
        weight: 0.5 + 0.5 * (1 - Math.abs(wpm - (low + high) / 2) / ((high - low) / 2)),
        headline: `pace ${rate} WPM`,
        text: `You spoke at ${wordsPerMinute} (${counted}), inside ${band}.`,
        recommendation: `Keep your pace inside ${band}, as here (${rate} WPM).`,
      },
    ];
  }
  if (wpm < low) {
    return [
      {
        kind: 'improvement',
        weight: bandGap(wpm, PACE_BAND),
        headline: `pace ${rate} WPM (slow)`,
        text: `Your pace was ${wordsPerMinute} over ${slowSpan}, below ${band}${whileSpeakingNote(audio.metrics.speaking_pace_over_speaking_time, low, high)}`,
        strategy: `Record a ${PRACTICE_SECONDS}-second answer and aim for ${target}; at this recording's pace ${PRACTICE_SECONDS} seconds held about ${countOf(rate, 'word')}.`,
        recommendation: `Raise your pace from ${rate} to ${low}–${high} WPM.`,
      },
    ];
  }
  return [
    {
      kind: 'improvement',
      weight: bandGap(wpm, PACE_BAND),
      headline: `pace ${rate} WPM (fast)`,
      text: `You spoke at ${wordsPerMinute} (${counted}), faster than ${band}.`,
      strategy: `Record a ${PRACTICE_SECONDS}-second answer and aim for ${target}, with a one-second pause after each main point; at this recording's pace ${PRACTICE_SECONDS} seconds held about ${countOf(rate, 'word')}.`,
      recommendation: `Slow down from ${rate} to ${low}–${high} WPM.`,
    },
  ];
}

/**
 * The band is judged on the pace over the whole recording; the pace while speaking (docs/SCORING-audio.md, "Pace")
 * only says why it is slow. Said so, a fast 'while speaking' beside a slow pace no longer reads as a contradiction.
 */
function whileSpeakingNote(whileSpeaking: number | null, low: number, high: number): string {
  if (whileSpeaking === null || whileSpeaking < low) return '.';
  const speaking = `While you were actually speaking it was ${Math.round(whileSpeaking)} WPM`;
  if (whileSpeaking <= high) return `, the figure the range is judged on. ${speaking}, inside the range: the silences between phrases are what slow it down.`;
  return `, the figure the range is judged on. ${speaking}, above the range: you speak fast in bursts and the silences between them pull the average down.`;
}
