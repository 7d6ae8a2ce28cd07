import { spawn } from 'node:child_process';
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
  constructor(file: string) {
    super(`no video stream in ${file}`);
    this.name = 'NoVideoStreamError';
  }
}

/**
 * Streams the first video stream of `file` as RGB frames sampled at `fps`, scaled to `size`.
 * ffmpeg writes into a pipe and waits while a frame is being analysed, so memory stays flat
 * whatever the length of the video.
 */
export async function* decodeFrames(
  file: string,
  settings: { ffmpegPath: string; fps: number; size: FrameSize },
): AsyncGenerator<RawFrame> {
  const { width, height } = settings.size;
  const ffmpeg = spawn(
    settings.ffmpegPath,
    [
      '-hide_banner', '-loglevel', 'error', '-nostdin',
      '-i', file,
      '-map', '0:v:0', '-an', '-sn', '-dn',
      // eof_action=pass: a clip shorter than one sampling interval (a 1-frame video) still yields its frame.
      '-vf', `fps=${settings.fps}:eof_action=pass,scale=${width}:${height}:flags=bilinear`,
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr.setEncoding('utf8');
  ffmpeg.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEEP);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    ffmpeg.once('error', reject);
    ffmpeg.once('close', (code) => resolve(code));
  });
  // Keep an early spawn failure from surfacing as an unhandled rejection before it is awaited.
  exited.catch(() => undefined);
  let finished = false;
  try {
    let index = 0;
    for await (const rgb of fixedSizeChunks(ffmpeg.stdout, width * height * 3)) {
      yield { index, t: index / settings.fps, rgb };
      index += 1;
    }
    const code = await exited;
    finished = true;
    if (code !== 0) {
      if (/matches no streams/.test(stderr)) throw new NoVideoStreamError(file);
      const reason = stderr.trim().split('\n').pop() ?? '';
      throw new Error(`ffmpeg could not decode the video (exit ${String(code)})${reason ? `: ${reason}` : ''}`);
    }
  } finally {
    // The consumer stopped early or failed: do not leave ffmpeg blocked on a full pipe.
    if (!finished) ffmpeg.kill('SIGKILL');
  }
}
