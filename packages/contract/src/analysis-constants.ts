/**
 * Limits, score bands and API messages of the analysis endpoints that the server answers and the web
 * shows — the spec's wording, verbatim. Text only a screen shows lives in apps/web.
 */

// ---------------------------------------------------------------- score bands
/** 80 and above is good, 60 to below 80 medium, below 60 poor (screens colour by it; compare advice words it). */
export const SCORE_GOOD_THRESHOLD = 80;
export const SCORE_MEDIUM_THRESHOLD = 60;

// ---------------------------------------------------------------- upload
/** MAX_UPLOAD_MB when unset; an admin may store another (the browser reads the one in force from GET /api/config/public). */
export const DEFAULT_MAX_UPLOAD_MB = 100;
/**
 * The containers the analysis engine opens (its demuxer allow-list: mov/mp4, matroska/webm, avi,
 * asf), as users name them. The upload screen and the FAQ list exactly these.
 */
export const ACCEPTED_VIDEO_FORMATS = ['MP4', 'MOV', 'WebM', 'MKV', 'AVI', 'WMV'] as const;
/**
 * The audio-only recordings (a phone interview) the engine analyses for the voice alone: mov/mp4 (M4A),
 * mp3, wav, ogg (Vorbis and Opus) and matroska/webm without a picture. Listed beside the video formats.
 */
export const ACCEPTED_AUDIO_FORMATS = ['M4A', 'MP3', 'WAV', 'OGG', 'Opus', 'WebM'] as const;
/**
 * The file names of those formats, for the upload picker's accept list and its check: exactly what the engine
 * opens (a FLAC, AAC or .oga file is refused by it, so the picker does not offer one).
 */
export const ACCEPTED_VIDEO_EXTENSIONS = ['.mp4', '.mov', '.webm', '.mkv', '.avi', '.wmv'] as const;
/** `.webm` is missing here: it holds a video or audio alone, and only the browser's type says which. */
export const ACCEPTED_AUDIO_EXTENSIONS = ['.m4a', '.mp3', '.wav', '.ogg', '.opus'] as const;
export const uploadTooLargeMessage = (maxMb: number): string => `File is too large. Maximum size is ${maxMb}MB`;
export const NO_FILE_MESSAGE = 'Please select a video file';

// ---------------------------------------------------------------- upload and start answers
export const UPLOAD_MESSAGES = {
  uploaded: 'Video uploaded successfully!',
  started: 'Analysis started!',
} as const;
export const NO_CREDITS_MESSAGE = 'No analysis credits left';

// ---------------------------------------------------------------- compare
export const COMPARE_MESSAGES = {
  selectAtLeastTwo: 'Please select at least 2 analyses to compare',
  selectAtMostTwenty: 'Please select at most 20 analyses to compare',
} as const;
