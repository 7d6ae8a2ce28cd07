import { describe, expect, it } from 'vitest';
import { MEDIA_ERROR_MESSAGES } from './media-error-messages.ts';
import { lastProgressTime, parseProbe } from './parse-probe.ts';

const h264 = { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, nb_frames: '300', duration: '10.0' };
const aac = { codec_type: 'audio', codec_name: 'aac' };
const probe = (streams: object[], format: object = { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '10.000000' }) =>
  JSON.stringify({ streams, format });

describe('parseProbe', () => {
  it('reads duration, streams, codecs and container', () => {
    expect(parseProbe(probe([h264, aac]))).toEqual({
      duration: 10,
      hasVideo: true,
      hasAudio: true,
      width: 1920,
      height: 1080,
      videoCodec: 'h264',
      audioCodec: 'aac',
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
    });
  });

  it('swaps width and height for a phone video rotated by a display matrix (−90°)', () => {
    const rotated = { ...h264, side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] };
    expect(parseProbe(probe([rotated, aac]))).toMatchObject({ width: 1080, height: 1920 });
  });

  it('swaps for the legacy rotate tag (90°) and not for 180°', () => {
    expect(parseProbe(probe([{ ...h264, tags: { rotate: '90' } }]))).toMatchObject({ width: 1080, height: 1920 });
    expect(parseProbe(probe([{ ...h264, tags: { rotate: '180' } }]))).toMatchObject({ width: 1920, height: 1080 });
  });

  it('leaves the duration null when the header says N/A (MediaRecorder WebM)', () => {
    const vp8 = { codec_type: 'video', codec_name: 'vp8', width: 640, height: 480 };
    const media = parseProbe(probe([vp8, { codec_type: 'audio', codec_name: 'opus' }], { format_name: 'matroska,webm', duration: 'N/A' }));
    expect(media.duration).toBeNull();
    expect(media.container).toBe('matroska,webm');
  });

  it('accepts a video without audio', () => {
    expect(parseProbe(probe([h264]))).toMatchObject({ hasAudio: false, audioCodec: null });
  });

  it('accepts audio only as a recording without video, and counts cover art as no video', () => {
    const audioOnly = { duration: 10, hasVideo: false, hasAudio: true, width: 0, height: 0, videoCodec: null, audioCodec: 'aac' };
    expect(parseProbe(probe([aac]))).toEqual({ ...audioOnly, container: 'mov,mp4,m4a,3gp,3g2,mj2' });
    const coverArt = { codec_type: 'video', codec_name: 'mjpeg', width: 500, height: 500, disposition: { attached_pic: 1 } };
    expect(parseProbe(probe([aac, coverArt], { format_name: 'mp3', duration: '10.0' }))).toEqual({ ...audioOnly, container: 'mp3' });
  });

  it('takes an audio-only duration from the stream when the container lacks it, and leaves it null when neither says', () => {
    expect(parseProbe(probe([{ ...aac, duration: '7.5' }], { format_name: 'ogg' })).duration).toBe(7.5);
    expect(parseProbe(probe([aac], { format_name: 'matroska,webm', duration: 'N/A' })).duration).toBeNull();
  });

  it('refuses audio under half a second, and a file with neither video nor audio', () => {
    expect(() => parseProbe(probe([aac], { format_name: 'wav', duration: '0.2' }))).toThrow(MEDIA_ERROR_MESSAGES.tooShort);
    expect(() => parseProbe(probe([{ codec_type: 'subtitle', codec_name: 'mov_text' }]))).toThrow(MEDIA_ERROR_MESSAGES.noStreams);
  });

  it('refuses a single frame and anything under half a second', () => {
    expect(() => parseProbe(probe([{ ...h264, nb_frames: '1' }], { format_name: 'mp4', duration: '0.066' }))).toThrow(
      MEDIA_ERROR_MESSAGES.tooShort,
    );
    expect(() => parseProbe(probe([h264], { format_name: 'mp4', duration: '0.4' }))).toThrow(MEDIA_ERROR_MESSAGES.tooShort);
  });

  it('refuses what ffprobe could not parse, with a MediaError', () => {
    expect(() => parseProbe('{\n\n}')).toThrow(MEDIA_ERROR_MESSAGES.unreadable);
    expect(() => parseProbe('not json')).toThrow(expect.objectContaining({ name: 'MediaError' }));
  });
});

describe('lastProgressTime', () => {
  it('takes the last time= of ffmpeg progress output', () => {
    const stderr = 'frame=  10 fps=0.0 q=-1.0 size=N/A time=00:00:01.50 bitrate=N/A\rframe=  59 fps=0.0 q=-1.0 Lsize=N/A time=00:01:03.94 bitrate=N/A speed= 900x\n';
    expect(lastProgressTime(stderr)).toBeCloseTo(63.94, 5);
  });

  it('answers null without one', () => {
    expect(lastProgressTime('Output file is empty, nothing was encoded')).toBeNull();
    expect(lastProgressTime('time=N/A')).toBeNull();
  });
});
