import { MediaError } from '../media-error.ts';
import { refusedFormatMessage } from '../probe/refused-format.ts';
import { childFailureReason } from '../process/child-failure-reason.ts';
import { mediaInputArgs } from '../process/media-input-args.ts';
import { spawnWithTimeLimit } from '../process/spawn-with-time-limit.ts';
import type { TimeLimit } from '../process/time-limit.ts';
import { SAMPLE_RATE } from './sample-rate.ts';

/**
 * Decodes the first audio stream of `file` to 16 kHz mono samples in [-1, 1), streamed from ffmpeg's stdout.
 *
 * Only the decoded audio is held, never the media file: 16 kHz mono is 32 KB/s of s16le, i.e. 64 KB/s as Float32,
 * so a 10-minute recording costs ~38 MB — bounded and acceptable for the whole-signal passes (percentiles, YIN,
 * peak picking) that follow. ffmpeg past `limit` is killed and this rejects with a MediaError.
 */
export async function decodePcm(
  file: string,
  options: { ffmpegPath: string; expectedDuration: number; limit: TimeLimit; onProgress?: (fraction: number) => void },
): Promise<Float32Array> {
  const { child: ffmpeg, closed } = spawnWithTimeLimit(
    options.ffmpegPath,
    ['-nostdin', '-v', 'error', ...mediaInputArgs(file), '-map', '0:a:0', '-vn', '-f', 's16le', '-ac', '1', '-ar', String(SAMPLE_RATE), '-'],
    { stdio: ['ignore', 'pipe', 'pipe'], limit: options.limit },
  );
  const expectedSamples = Math.max(1, Math.ceil(options.expectedDuration * SAMPLE_RATE));
  let samples = new Float32Array(expectedSamples + SAMPLE_RATE);
  let length = 0;
  let carry: Buffer | null = null;
  let stderr = '';

  ffmpeg.stdout?.on('data', (chunk: Buffer) => {
    const data = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 2);
    carry = whole < data.length ? data.subarray(whole) : null;
    const count = whole / 2;
    if (length + count > samples.length) {
      const grown = new Float32Array(Math.max(samples.length * 2, length + count));
      grown.set(samples.subarray(0, length));
      samples = grown;
    }
    for (let i = 0; i < count; i++) samples[length + i] = data.readInt16LE(i * 2) / 32768;
    length += count;
    options.onProgress?.(Math.min(1, length / expectedSamples));
  });
  ffmpeg.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const code = await closed;
  const refused = code !== 0 ? refusedFormatMessage(stderr) : null;
  if (refused) throw new MediaError(refused);
  if (code !== 0) throw new Error(`ffmpeg could not decode the audio: ${childFailureReason(stderr, [file]) || `exit code ${code}`}`);
  return samples.slice(0, length);
}
