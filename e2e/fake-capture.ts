import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Chromium's fake camera and microphone from real media: a y4m of the talking-head clip's face and
 * a 16-bit PCM WAV of its speech (PITFALLS: `--use-file-for-fake-*-capture`). Made once under
 * .fixtures/; the picture is scaled down and cut to 12 s to keep the raw y4m small.
 */
export function fakeCaptureFiles(): { video: string; audio: string } {
  const dir = join(repoRoot, '.fixtures', 'fake-capture');
  const source = join(repoRoot, '.fixtures', 'talking-head.mp4');
  const video = join(dir, 'face.y4m');
  const audio = join(dir, 'speech.wav');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(video)) {
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', source, '-t', '12', '-vf', 'scale=480:270,fps=15', '-pix_fmt', 'yuv420p', video]);
  }
  if (!existsSync(audio)) {
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', source, '-t', '12', '-vn', '-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', audio]);
  }
  return { video, audio };
}

/** A camera picture with no face in it (ffmpeg's test pattern), for the 'your face is out of frame' cue. */
export function facelessVideoFile(): string {
  const dir = join(repoRoot, '.fixtures', 'fake-capture');
  const video = join(dir, 'faceless.y4m');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(video)) {
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=480x270:rate=15', '-t', '4', '-pix_fmt', 'yuv420p', video]);
  }
  return video;
}

/**
 * Playwright launch options for Chromium with the fake camera and microphone playing `fakeCaptureFiles()`, or `video` as
 * the picture and `audio` as the microphone (a WAV; `once` plays it a single time from when the microphone opens,
 * Chromium's `%noloop`, for a spoken timeline).
 */
export function fakeCaptureLaunchOptions(options: { video?: string; audio?: string; once?: boolean } = {}): { executablePath: string; args: string[] } {
  const capture = { ...fakeCaptureFiles(), ...options };
  return {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${capture.video}`,
      `--use-file-for-fake-audio-capture=${capture.audio}${options.once ? '%noloop' : ''}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  };
}
