import { describe, expect, it } from 'vitest';
import { recordingKind, videoFileProblem } from './video-file-check.ts';

const MIB = 1024 * 1024;

describe('videoFileProblem', () => {
  it('gives the spec messages for no file and non-video types', () => {
    expect(videoFileProblem(null, 100)).toBe('Please select a video file');
    expect(videoFileProblem({ name: 'photo.png', type: 'image/png', size: 10 }, 100)).toBe('Please select a valid video file');
    expect(videoFileProblem({ name: 'notes', type: '', size: 10 }, 100)).toBe('Please select a valid video file');
  });

  it('checks the size against the limit it is given, and leaves it to the server while unknown', () => {
    expect(videoFileProblem({ name: 'talk.mp4', type: 'video/mp4', size: 100 * MIB }, 100)).toBeNull();
    expect(videoFileProblem({ name: 'talk.mp4', type: 'video/mp4', size: 100 * MIB + 1 }, 100)).toBe('File is too large. Maximum size is 100MB');
    expect(videoFileProblem({ name: 'talk.mp4', type: 'video/mp4', size: 101 * MIB }, 200)).toBeNull();
    expect(videoFileProblem({ name: 'talk.mp4', type: 'video/mp4', size: 2 * MIB }, 1)).toBe('File is too large. Maximum size is 1MB');
    expect(videoFileProblem({ name: 'talk.mp4', type: 'video/mp4', size: 500 * MIB }, null)).toBeNull();
  });

  it('accepts an audio recording (a phone interview) as well as a video', () => {
    expect(videoFileProblem({ name: 'phone.m4a', type: 'audio/mp4', size: 10 }, 100)).toBeNull();
    expect(videoFileProblem({ name: 'phone.mp3', type: 'audio/mpeg', size: 10 }, 100)).toBeNull();
    expect(videoFileProblem({ name: 'take.webm', type: 'video/webm', size: 10 }, 100)).toBeNull();
  });

  it('refuses the media formats the engine does not open, naming the ones it does', () => {
    for (const file of [{ name: 'a.flac', type: 'audio/flac' }, { name: 'a.aac', type: 'audio/aac' }, { name: 'a.oga', type: 'audio/ogg' }]) {
      expect(videoFileProblem({ ...file, size: 10 }, 100)).toMatch(/^This format is not supported\. Upload a video \(MP4/);
    }
    expect(videoFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 }, 100)).toBe('Please select a valid video file');
    // A browser that gives no type for .opus or .mkv: the name decides.
    expect(videoFileProblem({ name: 'take.opus', type: '', size: 10 }, 100)).toBeNull();
  });

  it('tells an audio recording from a video by type, or by name without one', () => {
    expect(recordingKind({ name: 'phone.m4a', type: 'audio/x-m4a' })).toBe('audio');
    expect(recordingKind({ name: 'take.webm', type: 'audio/webm' })).toBe('audio');
    expect(recordingKind({ name: 'take.webm', type: 'video/webm' })).toBe('video');
    expect(recordingKind({ name: 'take.opus', type: '' })).toBe('audio');
    expect(recordingKind({ name: 'talk.mkv', type: '' })).toBe('video');
  });
});
