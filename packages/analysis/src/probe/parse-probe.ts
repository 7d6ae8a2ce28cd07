import { MediaError } from '../media-error.ts';
import { MEDIA_ERROR_MESSAGES, MIN_MEDIA_DURATION } from './media-error-messages.ts';

export interface ProbedMedia {
  /** Seconds; null when the header does not say (MediaRecorder WebM). */
  duration: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  /** Display size: swapped when the stream is rotated by ±90°; 0 × 0 without a video stream. */
  width: number;
  height: number;
  videoCodec: string | null;
  audioCodec: string | null;
  container: string;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  nb_frames?: string;
  tags?: Record<string, string>;
  disposition?: Record<string, number>;
  side_data_list?: { side_data_type?: string; rotation?: number | string }[];
}

interface ProbeJson {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

/**
 * ffprobe's `-show_format -show_streams -of json` output → the facts the pipeline needs, or a MediaError
 * saying why the file cannot be analysed. A duration the header lacks stays null (the caller measures it).
 */
export function parseProbe(json: string): ProbedMedia {
  let parsed: ProbeJson;
  try {
    parsed = JSON.parse(json) as ProbeJson;
  } catch {
    throw new MediaError(MEDIA_ERROR_MESSAGES.unreadable);
  }
  const streams = parsed.streams ?? [];
  if (!parsed.format || streams.length === 0) throw new MediaError(MEDIA_ERROR_MESSAGES.unreadable);

  // Cover art in an audio file is a 'video' stream of one picture, not a recording.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const container = parsed.format.format_name ?? 'unknown';
  // A phone or audio-only interview: analysed for its voice alone (the video part is then 'not measured').
  if (!video) {
    if (!audio) throw new MediaError(MEDIA_ERROR_MESSAGES.noStreams);
    const duration = positiveNumber(parsed.format.duration) ?? positiveNumber(audio.duration);
    if (duration !== null && duration < MIN_MEDIA_DURATION) throw new MediaError(MEDIA_ERROR_MESSAGES.tooShort);
    return { duration, hasVideo: false, hasAudio: true, width: 0, height: 0, videoCodec: null, audioCodec: audio.codec_name ?? null, container };
  }
  if (!video.width || !video.height) throw new MediaError(MEDIA_ERROR_MESSAGES.unreadable);

  const duration = positiveNumber(parsed.format.duration) ?? positiveNumber(video.duration);
  if (positiveNumber(video.nb_frames) === 1) throw new MediaError(MEDIA_ERROR_MESSAGES.tooShort);
  if (duration !== null && duration < MIN_MEDIA_DURATION) throw new MediaError(MEDIA_ERROR_MESSAGES.tooShort);

  const quarterTurn = Math.abs(rotationOf(video)) % 180 === 90;
  return {
    duration,
    hasVideo: true,
    hasAudio: audio !== undefined,
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    videoCodec: video.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    container,
  };
}

/** Degrees, from the display matrix (newer ffmpeg) or the legacy `rotate` tag. */
function rotationOf(stream: ProbeStream): number {
  for (const side of stream.side_data_list ?? []) {
    const rotation = Number(side.rotation);
    if (side.rotation !== undefined && Number.isFinite(rotation)) return Math.round(rotation);
  }
  const tag = Number(stream.tags?.rotate);
  return Number.isFinite(tag) ? Math.round(tag) : 0;
}

function positiveNumber(value: string | undefined): number | null {
  if (value === undefined || value === 'N/A') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The last `time=HH:MM:SS.ss` of an ffmpeg run's progress output, in seconds. */
export function lastProgressTime(stderr: string): number | null {
  const matches = [...stderr.matchAll(/time=\s*(-?\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = matches.at(-1);
  if (!last) return null;
  const seconds = Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
