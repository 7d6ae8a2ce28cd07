import { z } from 'zod';

/**
 * Correcting whose voice is the candidate's in a recording with several. POST with a correction; the
 * owner only (another user's id answers 404 like an unknown one). The audio figures, transcript, question → answer
 * pairs, scores and feedback are recomputed from the per-voice figures the result keeps: no new upload, no decode.
 */
export const SPEAKER_CORRECTION_PATH = '/api/analysis/sessions/{session_id}/speakers/';

export const speakerCorrectionUrl = (sessionId: string): string => `/api/analysis/sessions/${encodeURIComponent(sessionId)}/speakers/`;

/** Voices are numbered from 0; no recording has anywhere near this many. */
const MAX_VOICE = 99;

/**
 * 'swap': "That's not me" with two voices (the other voice is the candidate's). 'choose' with `voice`: the user picked
 * which voice is theirs (three or more voices). 'restore': the undo of either, back to the voice the analysis chose.
 * 'merge': "I was the only speaker". 'separate': the undo of 'merge', "Separate the voices again" (the voice that speaks
 * most is the candidate's again).
 */
export const speakerCorrectionRequestSchema = z.union([
  z.object({ correction: z.enum(['swap', 'merge', 'separate', 'restore']) }).strict(),
  z.object({ correction: z.literal('choose'), voice: z.number().int().min(0).max(MAX_VOICE) }).strict(),
]);

export type SpeakerCorrectionRequest = z.infer<typeof speakerCorrectionRequestSchema>;
/** What the server is asked to do: the request as parsed. */
export type SpeakerCorrectionChoice = SpeakerCorrectionRequest;
export type SpeakerCorrectionKind = SpeakerCorrectionChoice['correction'];

export const speakerCorrectionResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type SpeakerCorrectionResponse = z.infer<typeof speakerCorrectionResponseSchema>;

export const SPEAKERS_SWAPPED = 'The other voice is now yours; the figures are recomputed.';
export const SPEAKERS_MERGED = 'All speech is now yours; the figures are recomputed.';
export const SPEAKERS_SEPARATED = 'The voices are separated again: the one that speaks most is yours; the figures are recomputed.';
export const SPEAKERS_RESTORED = 'Back to the voice the analysis chose; the figures are recomputed.';
export const speakersChosenMessage = (voiceLabel: string): string => `${voiceLabel} is now yours; the figures are recomputed.`;
/** Voices are shown numbered from 1. */
export const voiceLabel = (voice: number): string => `Voice ${voice + 1}`;
/** 409: the correction changes nothing. */
export const NOTHING_TO_RESTORE = 'This is already the voice the analysis chose.';
export const ALREADY_YOURS = 'That voice is already counted as yours.';
/** 400: a voice the recording does not have. */
export const UNKNOWN_VOICE = 'This recording has no such voice.';
/** 409: another correction of the same analysis was saved between reading it and writing this one. */
export const CHANGED_MEANWHILE = 'This analysis was changed by another correction at the same time. Reload it and try again.';
/** 429: corrections a user may make in a window (each one rewrites the report). */
export const TOO_MANY_CORRECTIONS = 'Too many speaker corrections in a short time. Wait a few minutes and try again.';
/** 409: nothing to correct. */
export const ONE_VOICE_ONLY = 'This recording has one voice: there is nothing to correct.';
export const ALREADY_MERGED = 'All speech is already counted as yours.';
export const ALREADY_SEPARATED = 'The voices are already separated.';
export const NOT_FINISHED = 'This analysis has not finished yet.';
