import { overallWeights, weightPercents } from './overall-weights.ts';

/**
 * What the overall score of a recording without video is made of, as the end of a sentence: the audio score alone
 * when the answer's content was not judged, else audio and what was said with the weights the overall used (the
 * engine's and the report's texts say the same thing, decision 029 as amended).
 */
export function audioOnlyOverallText(measured: { audio: boolean; content: boolean }): string {
  const weights = weightPercents(overallWeights({ video: false, ...measured }));
  if (measured.audio && measured.content && weights.content !== undefined) {
    return `your overall score is made of your audio (${weights.audio}%) and what you said (${weights.content}%)`;
  }
  if (measured.audio) return 'your overall score is your audio score';
  if (measured.content) return 'your overall score is the score of what you said';
  return 'there is no overall score';
}
