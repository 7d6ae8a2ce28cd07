import { open, stat } from 'node:fs/promises';
import { withDefaults, type AnalysisOptions } from '../analysis-options.ts';
import { MediaError } from '../media-error.ts';
import { mediaInputArgs } from '../process/media-input-args.ts';
import { runCommand } from '../process/run-command.ts';
import { timeLimitFor } from '../process/time-limit.ts';
import { MEDIA_ERROR_MESSAGES, MIN_MEDIA_DURATION } from './media-error-messages.ts';
import { lastProgressTime, parseProbe, type ProbedMedia } from './parse-probe.ts';
import { refusedFormatMessage } from './refused-format.ts';

export type { ProbedMedia } from './parse-probe.ts';

export type ProbeSettings = Pick<AnalysisOptions, 'ffprobePath' | 'ffmpegPath' | 'timeLimitFloorSeconds' | 'timeLimitPerMediaSecond'>;

/** What probing the file is called in a 'took too long' message. */
const PROBE_TASK = 'Reading the recording';

/**
 * Reads a file's streams with ffprobe and rejects, with a MediaError, what is not a playable video or audio recording:
 * only the allowed containers are opened and nothing the file refers to (process/media-input-args.ts).
 * When the header carries no duration (MediaRecorder WebM) the video (else the audio) stream is remuxed to nowhere
 * (`-c copy -f null`, no decoding) and the last timestamp ffmpeg reaches is the duration.
 * Both runs get the floor time limit: the duration is what they are finding out.
 */
export async function probeMedia(file: string, tools: Partial<ProbeSettings> = {}): Promise<ProbedMedia> {
  const settings = withDefaults(tools);
  const limit = timeLimitFor(PROBE_TASK, null, settings);
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new MediaError(MEDIA_ERROR_MESSAGES.unreadable);
  }
  if (size === 0) throw new MediaError(MEDIA_ERROR_MESSAGES.empty);

  const probe = await runCommand(settings.ffprobePath, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', ...mediaInputArgs(file)], {
    limit,
  });
  // A truncated MP4 (moov atom lost) or a renamed text file: ffprobe fails and prints '{}'.
  if (probe.code !== 0) {
    const refused = refusedFormatMessage(probe.stderr);
    if (refused) throw new MediaError(refused);
    throw new MediaError((await startsLikeMp4(file)) ? MEDIA_ERROR_MESSAGES.truncated : MEDIA_ERROR_MESSAGES.unreadable);
  }
  const media = parseProbe(probe.stdout.toString('utf8'));
  if (media.duration !== null) return media;

  const stream = media.hasVideo ? '0:v:0' : '0:a:0';
  const remux = await runCommand(settings.ffmpegPath, ['-nostdin', ...mediaInputArgs(file), '-map', stream, '-c', 'copy', '-f', 'null', '-'], { limit });
  const duration = remux.code === 0 ? lastProgressTime(remux.stderr) : null;
  if (duration === null) throw new MediaError(MEDIA_ERROR_MESSAGES.unreadable);
  if (duration < MIN_MEDIA_DURATION) throw new MediaError(MEDIA_ERROR_MESSAGES.tooShort);
  return { ...media, duration };
}

/** An MP4/MOV begins with an `ftyp` box; one that does yet cannot be read lost its end (and its index). */
async function startsLikeMp4(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return bytesRead === 8 && head.subarray(4, 8).toString('latin1') === 'ftyp';
  } finally {
    await handle.close();
  }
}
