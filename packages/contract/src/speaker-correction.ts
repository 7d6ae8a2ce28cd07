import { z } from 'zod';

/**
 * Correcting whose voice is the candidate's in a recording with several (issue 25). POST with a correction; the
 * owner only (another user's id answers 404 like an unknown one). The audio figures, transcript, question → answer
 * pairs, scores and feedback are recomputed from the per-voice figures the result keeps: no new upload, no decode.
 */
export const SPEAKER_CORRECTION_PATH = '/api/analysis/sessions/{session_id}/speakers/';

export const speakerCorrectionUrl = (sessionId: string): string => `/api/analysis/sessions/${encodeURIComponent(sessionId)}/speakers/`;

/**
 * 'swap': "That's not me" (another voice is the candidate's). 'merge': "I was the only speaker". 'separate': the undo
 * of 'merge', "Separate the voices again" (the voice that speaks most is the candidate's again).
 */
export const speakerCorrectionSchema = z.enum(['swap', 'merge', 'separate']);
export type SpeakerCorrectionChoice = z.infer<typeof speakerCorrectionSchema>;

export const speakerCorrectionRequestSchema = z.object({ correction: speakerCorrectionSchema }).strict();
export type SpeakerCorrectionRequest = z.infer<typeof speakerCorrectionRequestSchema>;

export const speakerCorrectionResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type SpeakerCorrectionResponse = z.infer<typeof speakerCorrectionResponseSchema>;

export const NOT_ME_LABEL = "That's not me";
export const ONLY_SPEAKER_LABEL = 'I was the only speaker';
export const SEPARATE_VOICES_LABEL = 'Separate the voices again';
export const SPEAKERS_SWAPPED = 'The other voice is now yours; the figures are recomputed.';
export const SPEAKERS_MERGED = 'All speech is now yours; the figures are recomputed.';
export const SPEAKERS_SEPARATED = 'The voices are separated again: the one that speaks most is yours; the figures are recomputed.';
/** 409: nothing to correct. */
export const ONE_VOICE_ONLY = 'This recording has one voice: there is nothing to correct.';
export const ALREADY_MERGED = 'All speech is already counted as yours.';
export const ALREADY_SEPARATED = 'The voices are already separated.';
export const NOT_FINISHED = 'This analysis has not finished yet.';
