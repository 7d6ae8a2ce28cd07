import { DEFAULT_MAX_UPLOAD_BYTES } from '@rehearse/contract/analysis-constants';
import { describe, expect, it } from 'vitest';
import { formatFileSize, videoFileProblem } from './video-file-check.ts';

describe('videoFileProblem', () => {
  it('gives the spec messages for no file and non-video types', () => {
    expect(videoFileProblem(null, DEFAULT_MAX_UPLOAD_BYTES)).toBe('Please select a video file');
    expect(videoFileProblem({ type: 'image/png', size: 10 }, DEFAULT_MAX_UPLOAD_BYTES)).toBe('Please select a valid video file');
    expect(videoFileProblem({ type: '', size: 10 }, DEFAULT_MAX_UPLOAD_BYTES)).toBe('Please select a valid video file');
  });

  it('checks the size against the limit', () => {
    expect(videoFileProblem({ type: 'video/mp4', size: DEFAULT_MAX_UPLOAD_BYTES }, DEFAULT_MAX_UPLOAD_BYTES)).toBeNull();
    expect(videoFileProblem({ type: 'video/mp4', size: DEFAULT_MAX_UPLOAD_BYTES + 1 }, DEFAULT_MAX_UPLOAD_BYTES)).toBe('File is too large. Maximum size is 100MB');
  });

  it('formats sizes', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 300_000)).toBe('5.3 MB');
  });
});
