import { describe, expect, it } from 'vitest';
import { contentTypeOfFormat } from './media-content-type.ts';

describe('contentTypeOfFormat', () => {
  it('maps ffprobe container names to the type a browser plays', () => {
    expect(contentTypeOfFormat('mov,mp4,m4a,3gp,3g2,mj2')).toBe('video/mp4');
    expect(contentTypeOfFormat('matroska,webm')).toBe('video/webm');
    expect(contentTypeOfFormat('avi')).toBe('video/x-msvideo');
    expect(contentTypeOfFormat('asf')).toBe('video/x-ms-wmv');
    expect(contentTypeOfFormat('flac')).toBe('application/octet-stream');
  });

  it('serves a recording without pictures as audio', () => {
    expect(contentTypeOfFormat('mov,mp4,m4a,3gp,3g2,mj2', false)).toBe('audio/mp4');
    expect(contentTypeOfFormat('matroska,webm', false)).toBe('audio/webm');
    expect(contentTypeOfFormat('mp3', false)).toBe('audio/mpeg');
    expect(contentTypeOfFormat('wav', false)).toBe('audio/wav');
    expect(contentTypeOfFormat('ogg', false)).toBe('audio/ogg');
    expect(contentTypeOfFormat('avi', false)).toBe('application/octet-stream');
  });
});
