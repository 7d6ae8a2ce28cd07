import { EYE_CONTACT_TARGET_SHARE } from '@rehearse/contract/eye-contact-figure';
import { FEEDBACK_BANDS, PRACTICE_SECONDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { countOf, formatPercent } from '../format-number.ts';

/** Eye-contact score (0–1 over the frames that show the face, full marks at the 70 % conversational share) against 0.8 / 0.6. */
export function eyeContactRule({ video }: FeedbackInput): Finding[] {
  const score = video.metrics.average_eye_contact_score;
  if (score === null) return [];
  const { strength, improvement } = FEEDBACK_BANDS.eyeContact;
  const pct = formatPercent(score);
  // The score is measured over the frames that show the face; say which frames, as every screen does.
  const faceFrames = Math.round((video.metrics.face_detection_rate ?? 1) * video.frames_analyzed);
  const frames = `the ${countOf(faceFrames, 'sampled frame')} your face was in view`;
  const target = formatPercent(EYE_CONTACT_TARGET_SHARE);
  if (score >= strength) {
    return [
      {
        kind: 'strength',
        weight: score,
        headline: `eye contact ${pct}`,
        text: `Eye contact scored ${pct} over ${frames}: you faced the lens about as often as people look at each other in conversation (full marks at ${target} of frames).`,
        recommendation: `Keep looking toward the lens as here (eye contact ${pct}).`,
      },
    ];
  }
  if (score >= improvement) return [];
  const share = formatPercent(score * EYE_CONTACT_TARGET_SHARE);
  return [
    {
      kind: 'improvement',
      weight: 1 - score,
      headline: `eye contact ${pct}`,
      text: `Eye contact scored ${pct} over ${frames}: you faced the lens in about ${share} of them, against about ${target} in conversation.`,
      strategy: `Place the interviewer's window just under your camera and look at the lens when you make a key point; record a ${PRACTICE_SECONDS}-second answer and aim for an eye-contact score above ${formatPercent(strength)} (this time ${pct}).`,
      recommendation: `Raise eye contact from ${pct} to above ${formatPercent(strength)}.`,
    },
  ];
}
