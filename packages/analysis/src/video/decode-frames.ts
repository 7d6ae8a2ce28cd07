import { MediaError } from '../media-error.ts';
import { refusedFormatMessage } from '../probe/refused-format.ts';
import { childFailureReason } from '../process/child-failure-reason.ts';
import { mediaInputArgs } from '../process/media-input-args.ts';
import { spawnWithTimeLimit } from '../process/spawn-with-time-limit.ts';
import type { TimeLimit } from '../process/time-limit.ts';
import { fixedSizeChunks } from './fixed-size-chunks.ts';
import type { FrameSize } from './frame-size.ts';

export interface RawFrame {
  index: number;
  /** Seconds from the start: index ÷ fps. */
  t: number;
  /** width × height × 3 bytes, RGB, row-major. */
  rgb: Buffer;
}

const STDERR_KEEP = 4096;

/** The file has no video stream to decode (e.g. audio only), though the caller expected one. */
export class NoVideoStreamError extends Error {
  constructor() {
    super('no video stream in the file');
    this.name = 'NoVideoStreamError';
  }
}

/**
 * Streams the first video stream of `file` as RGB frames sampled at `fps`, scaled to `size`.
 * ffmpeg writes into a pipe and waits while a frame is being analysed, so memory stays flat
 * whatever the length of the video — and its time limit covers the analysis of the frames too.
 */
export async function* decodeFrames(
  file: string,
  settings: { ffmpegPath: string; fps: number; size: FrameSize; limit: TimeLimit },
): AsyncGenerator<RawFrame> {
  const { width, height } = settings.size;
  const { child: ffmpeg, closed, killGroup } = spawnWithTimeLimit(
    settings.ffmpegPath,
    [
      '-hide_banner', '-loglevel', 'error', '-nostdin',
      ...mediaInputArgs(file),
      '-map', '0:v:0', '-an', '-sn', '-dn',
      // eof_action=pass: a clip shorter than one sampling interval (a 1-frame video) still yields its frame.
      '-vf', `fps=${settings.fps}:eof_action=pass,scale=${width}:${height}:flags=bilinear`,
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], limit: settings.limit },
  );
  let stderr = '';
  ffmpeg.stderr?.setEncoding('utf8');
  ffmpeg.stderr?.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEEP);
  });
  let finished = false;
  try {
    let index = 0;
    if (ffmpeg.stdout) {
      for await (const rgb of fixedSizeChunks(ffmpeg.stdout, width * height * 3)) {
        yield { index, t: index / settings.fps, rgb };
        index += 1;
      }
    }
    const code = await closed;
    finished = true;
    if (code !== 0) {
      if (/matches no streams/.test(stderr)) throw new NoVideoStreamError();
      const refused = refusedFormatMessage(stderr);
      if (refused) throw new MediaError(refused);
      const reason = childFailureReason(stderr, [file]);
      throw new Error(`ffmpeg could not decode the video (exit ${String(code)})${reason ? `: ${reason}` : ''}`);
    }
  } finally {
    // The consumer stopped early or failed: do not leave ffmpeg blocked on a full pipe.
    if (!finished) killGroup();
  }
}
