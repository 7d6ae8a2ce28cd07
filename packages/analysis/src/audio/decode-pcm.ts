import { spawn } from 'node:child_process';
import { SAMPLE_RATE } from './sample-rate.ts';

/**
 * Decodes the first audio stream of `file` to 16 kHz mono samples in [-1, 1), streamed from ffmpeg's stdout.
 *
 * Only the decoded audio is held, never the media file: 16 kHz mono is 32 KB/s of s16le, i.e. 64 KB/s as Float32,
 * so a 10-minute recording costs ~38 MB — bounded and acceptable for the whole-signal passes (percentiles, YIN,
 * peak picking) that follow.
 */
export function decodePcm(
  file: string,
  options: { ffmpegPath: string; expectedDuration: number; onProgress?: (fraction: number) => void },
): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      options.ffmpegPath,
      ['-nostdin', '-v', 'error', '-i', file, '-map', '0:a:0', '-vn', '-f', 's16le', '-ac', '1', '-ar', String(SAMPLE_RATE), '-'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const expectedSamples = Math.max(1, Math.ceil(options.expectedDuration * SAMPLE_RATE));
    let samples = new Float32Array(expectedSamples + SAMPLE_RATE);
    let length = 0;
    let carry: Buffer | null = null;
    let stderr = '';

    ffmpeg.stdout.on('data', (chunk: Buffer) => {
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
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    ffmpeg.on('error', (error) => reject(new Error(`could not run ffmpeg (${options.ffmpegPath}): ${error.message}`)));
    ffmpeg.on('close', (code) => {
      if (code !== 0) {
        const reason = stderr.trim().split('\n').pop() ?? `exit code ${code}`;
        reject(new Error(`ffmpeg could not decode the audio: ${reason}`));
        return;
      }
      resolve(samples.slice(0, length));
    });
  });
}
