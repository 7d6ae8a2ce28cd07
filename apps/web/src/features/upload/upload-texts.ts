import type { SpeakerSetup } from '@rehearse/contract/speaker-setup';
import { ACCEPTED_AUDIO_EXTENSIONS, ACCEPTED_AUDIO_FORMATS, ACCEPTED_VIDEO_EXTENSIONS, ACCEPTED_VIDEO_FORMATS } from '@rehearse/contract/analysis-constants';

// The upload page's file picker texts (accepted types, size limit, validation errors): the engine's accepted formats.

/** What the file picker offers: exactly the engine's formats, by name (a wildcard such as audio/* would offer FLAC). */
export const UPLOAD_ACCEPT = [...ACCEPTED_VIDEO_EXTENSIONS, ...ACCEPTED_AUDIO_EXTENSIONS].join(',');
/** 'MP4, MOV, WebM, MKV, AVI, WMV or audio: M4A, MP3, WAV, OGG, Opus, WebM (max 200MB)'; without the limit until the server has said it. */
export const uploadHint = (maxMb: number | null): string =>
  `${ACCEPTED_VIDEO_FORMATS.join(', ')} or audio: ${ACCEPTED_AUDIO_FORMATS.join(', ')}${maxMb === null ? '' : ` (max ${maxMb}MB)`}`;
/** The spec's message for a file that is no recording at all. */
export const NOT_A_VIDEO_MESSAGE = 'Please select a valid video file';
/** A video or audio file in a format the engine does not open (FLAC, AAC): which ones it does, before uploading. */
export const UNSUPPORTED_FORMAT_MESSAGE = `This format is not supported. Upload a video (${ACCEPTED_VIDEO_FORMATS.join(', ')}) or an audio recording (${ACCEPTED_AUDIO_FORMATS.join(', ')}).`;

/** What the chosen file is called on screen: an audio file is a recording, not a video. */
export type RecordingKind = 'video' | 'audio';
export const RECORDING_NOUN: Record<RecordingKind, string> = { video: 'video', audio: 'audio recording' };

/** The speaker-setup choice: what each setup means for the figures. */
export const SPEAKER_SETUP_LABELS: Record<SpeakerSetup, string> = {
  one_answer: 'Only me: one answer',
  interview: 'An interview: an interviewer and me',
};
export const SPEAKER_SETUP_HINTS: Record<SpeakerSetup, string> = {
  one_answer: 'Everything said in the recording counts as yours.',
  interview: "The interviewer's voice is found and left out of your figures; each question is paired with your answer.",
};
