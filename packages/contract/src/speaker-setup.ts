import { z } from 'zod';

/**
 * What the user says a recording is, asked at upload: one answer recorded by one person, or an interview with an
 * interviewer. Voices are separated (and the interviewer's turns left out of the figures) only for an interview: one
 * person's voice changing over a take (tiredness, moving away from the microphone, a laugh) must never be split into
 * "an interviewer" and "you".
 */
export const speakerSetupSchema = z.enum(['one_answer', 'interview']);
export type SpeakerSetup = z.infer<typeof speakerSetupSchema>;

/** The multipart text field of the upload that carries it; a client that sends none (older ones) gets one answer. */
export const SPEAKER_SETUP_FIELD = 'speaker_setup';
export const DEFAULT_SPEAKER_SETUP: SpeakerSetup = 'one_answer';

/** 400 for a value outside the list (the form sends one of the two; anything else is a broken or hand-made client). */
export const INVALID_SPEAKER_SETUP = `${SPEAKER_SETUP_FIELD} must be one of: ${speakerSetupSchema.options.join(', ')}.`;

/** The form field's value → the setup; absent → one answer; anything else → null (refused). */
export function parseSpeakerSetup(value: string | undefined): SpeakerSetup | null {
  if (value === undefined) return DEFAULT_SPEAKER_SETUP;
  const parsed = speakerSetupSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
