import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { videoResultSchema } from '@rehearse/contract/analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../analysis-options.ts';
import { analyzeVideo } from './analyze-video.ts';
import { humanRuntime } from './human-runtime.ts';
import { systemFilesPresent } from '../fixtures/system-files.ts';

const run = promisify(execFile);

// Real photographs shipped by Debian packages (python3-skimage, opencv-doc).
const ASTRONAUT = '/usr/lib/python3/dist-packages/skimage/data/astronaut.png';
const MESSI = '/usr/share/doc/opencv-doc/examples/data/messi5.jpg';
const WIDTH = 640;
const HEIGHT = 480;

/** A stretch of the clip: a still photograph, two photographs side by side, or a blank grey frame. */
type Stretch = { seconds: number; image: string } | { seconds: number; pair: [string, string] } | { seconds: number; blank: true };

/** Builds an H.264 clip of the stretches, each letterboxed to 640×480, at 25 fps. */
async function makeClip(path: string, stretches: Stretch[]): Promise<void> {
  const inputs: string[] = [];
  const filters: string[] = [];
  const fit = `scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25,format=yuv420p`;
  let input = 0;
  stretches.forEach((stretch, i) => {
    const t = String(stretch.seconds);
    if ('blank' in stretch) {
      inputs.push('-f', 'lavfi', '-t', t, '-i', `color=c=0x808080:s=${WIDTH}x${HEIGHT}:r=25`);
      filters.push(`[${input++}:v]${fit}[s${i}]`);
    } else if ('pair' in stretch) {
      inputs.push('-loop', '1', '-t', t, '-i', stretch.pair[0], '-loop', '1', '-t', t, '-i', stretch.pair[1]);
      const [left, right] = [input++, input++];
      filters.push(`[${left}:v]scale=-2:${HEIGHT},setsar=1[l${i}]`, `[${right}:v]scale=-2:${HEIGHT},setsar=1[r${i}]`);
      filters.push(`[l${i}][r${i}]hstack,${fit}[s${i}]`);
    } else {
      inputs.push('-loop', '1', '-t', t, '-i', stretch.image);
      filters.push(`[${input++}:v]${fit}[s${i}]`);
    }
  });
  const concat = `${stretches.map((_, i) => `[s${i}]`).join('')}concat=n=${stretches.length}:v=1:a=0[v]`;
  await run('ffmpeg', [
    '-loglevel', 'error', '-y', ...inputs,
    '-filter_complex', [...filters, concat].join(';'),
    '-map', '[v]', '-c:v', 'libx264', '-preset', 'ultrafast', path,
  ]);
}

const options = { ...DEFAULT_ANALYSIS_OPTIONS, fps: 2, frameWidth: 640 };
const clipInput = (duration: number) => ({ duration, width: WIDTH, height: HEIGHT, hasVideo: true, options });

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-video-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!systemFilesPresent('python3-skimage', [ASTRONAUT]) || !systemFilesPresent('opencv-doc', [MESSI]))('analyzeVideo on real photographs', () => {
  it('finds the face on face stretches and not on the blank stretch', async () => {
    const clip = join(dir, 'faces-and-blank.mp4');
    // astronaut 0–3 s, blank 3–5 s, messi 5–7 s
    await makeClip(clip, [{ seconds: 3, image: ASTRONAUT }, { seconds: 2, blank: true }, { seconds: 2, image: MESSI }]);
    const progress: number[] = [];
    const out = await analyzeVideo(clip, { ...clipInput(7), onProgress: (f) => progress.push(f) });

    expect(() => videoResultSchema.parse(out.video)).not.toThrow();
    expect(out.video.frames_analyzed).toBe(14);
    expect(out.perSecond.map((s) => s.face_present)).toEqual([true, true, true, false, false, true, true]);
    expect(out.video.no_face_segments).toEqual([{ start: 3, end: 5 }]);
    expect(out.video.multiple_faces_segments).toEqual([]);
    expect(out.video.metrics.face_detection_rate).toBeCloseTo(10 / 14, 3);
    expect(out.flags).toEqual([]);
    // The astronaut looks straight into the lens.
    expect(out.perSecond[0]?.eye_contact).toBe(1);
    expect(out.video.metrics.average_eye_contact_score).toBeGreaterThan(0.5);
    expect(out.video.metrics.average_posture_score).not.toBeNull();
    // A still photograph neither moves nor changes expression: engagement is presence only.
    expect(out.video.metrics.average_engagement_score).toBeLessThan(0.5);
    expect(out.video.performance_score).toBeGreaterThan(0);
    expect(out.model).toMatch(/^human 3\.3\.6 wasm/);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('reports a stretch with two faces, timing it from the frames when the duration is unknown', async () => {
    const clip = join(dir, 'two-faces.mp4');
    await makeClip(clip, [{ seconds: 1, image: ASTRONAUT }, { seconds: 1, pair: [ASTRONAUT, ASTRONAUT] }]);
    // As for a MediaRecorder WebM whose header has no duration.
    const out = await analyzeVideo(clip, clipInput(Number.NaN));
    expect(out.video.multiple_faces_segments).toEqual([{ start: 1, end: 2 }]);
    expect(out.perSecond.map((s) => s.face_present)).toEqual([true, true]);
  });

  it('says insufficient data when the face is rarely visible', async () => {
    const clip = join(dir, 'mostly-blank.mp4');
    await makeClip(clip, [{ seconds: 1, image: ASTRONAUT }, { seconds: 3, blank: true }]);
    const out = await analyzeVideo(clip, clipInput(4));
    expect(out.flags).toEqual(['face_rarely_visible']);
    expect(out.video.metrics.face_detection_rate).toBe(0.25);
    expect(out.video.metrics.average_eye_contact_score).toBeNull();
    expect(out.video.metrics.average_engagement_score).toBeNull();
    expect(out.video.no_face_segments).toEqual([{ start: 1, end: 4 }]);
  });

  it('analyses the frame of a one-frame video', async () => {
    const clip = join(dir, 'one-frame.mp4');
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', ASTRONAUT, '-frames:v', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip]);
    const out = await analyzeVideo(clip, { ...clipInput(0.04), width: 512, height: 512 });
    expect(out.video.frames_analyzed).toBe(1);
    expect(out.perSecond).toEqual([{ t: 0, face_present: true, eye_contact: 1, face_frames: 1 }]);
    // One frame cannot show movement or expression.
    expect(out.video.metrics.average_engagement_score).toBeNull();
  });

  it('gives the same result when two analyses share the process', async () => {
    const clip = join(dir, 'concurrent.mp4');
    await makeClip(clip, [{ seconds: 1, image: ASTRONAUT }, { seconds: 1, blank: true }, { seconds: 1, image: MESSI }]);
    const alone = await analyzeVideo(clip, clipInput(3));
    const [first, second] = await Promise.all([analyzeVideo(clip, clipInput(3)), analyzeVideo(clip, clipInput(3))]);
    expect(first).toEqual(alone);
    expect(second).toEqual(alone);
  });

  it('leaves no tensors behind', async () => {
    const clip = join(dir, 'leak.mp4');
    await makeClip(clip, [{ seconds: 1, image: ASTRONAUT }, { seconds: 1, pair: [ASTRONAUT, MESSI] }, { seconds: 1, blank: true }]);
    const { tf } = await humanRuntime();
    const before = tf.memory();
    await analyzeVideo(clip, clipInput(3));
    const after = tf.memory();
    expect(after.numTensors).toBe(before.numTensors);
    expect(after.numBytes).toBe(before.numBytes);
  });
});

describe('analyzeVideo without a video stream', () => {
  it('flags no_video_stream and measures nothing when the probe found no video', async () => {
    const out = await analyzeVideo(join(dir, 'does-not-matter.m4a'), { ...clipInput(3), hasVideo: false });
    expect(out.flags).toEqual(['no_video_stream']);
    expect(out.video.frames_analyzed).toBe(0);
    expect(out.video.performance_score).toBeNull();
    expect(Object.values(out.video.metrics)).toEqual([null, null, null, null]);
    expect(out.perSecond).toEqual([
      { t: 0, face_present: null, eye_contact: null, face_frames: 0 },
      { t: 1, face_present: null, eye_contact: null, face_frames: 0 },
      { t: 2, face_present: null, eye_contact: null, face_frames: 0 },
    ]);
  });

  it('flags no_video_stream for an audio-only file even if told it has video', async () => {
    const audio = join(dir, 'tone.m4a');
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-t', '2', '-i', 'sine=f=440', audio]);
    const out = await analyzeVideo(audio, clipInput(2));
    expect(out.flags).toEqual(['no_video_stream']);
    expect(out.video.frames_analyzed).toBe(0);
  });

  it('fails with a clear reason on a file ffmpeg cannot read', async () => {
    await expect(analyzeVideo(join(dir, 'missing.mp4'), clipInput(2))).rejects.toThrow(/ffmpeg could not decode the video/);
  });
});
