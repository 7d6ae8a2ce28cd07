import { describe, expect, it } from 'vitest';
import { MEDIA_ERROR_MESSAGES } from './media-error-messages.ts';
import { refusedFormatMessage } from './refused-format.ts';

describe('refusedFormatMessage', () => {
  it('an HLS playlist or a concat list refers to other files', () => {
    expect(refusedFormatMessage("[hls @ 0x5616e38a9c80] Format not on whitelist 'mov,mp4,matroska,webm,avi,asf'\nfile:x: Invalid argument")).toBe(
      MEDIA_ERROR_MESSAGES.references,
    );
    expect(refusedFormatMessage("[concat @ 0x1] Format not on whitelist 'mov'")).toBe(MEDIA_ERROR_MESSAGES.references);
  });

  it('another real container outside the allow-list is unsupported', () => {
    expect(refusedFormatMessage("[flv @ 0x1] Format not on whitelist 'mov'")).toBe(MEDIA_ERROR_MESSAGES.unsupportedFormat);
    expect(refusedFormatMessage("[mpegts @ 0x1] Format not on whitelist 'mov'")).toBe(MEDIA_ERROR_MESSAGES.unsupportedFormat);
  });

  it('a refused protocol means the file pointed somewhere else', () => {
    expect(refusedFormatMessage("Protocol 'http' not on whitelist 'file,pipe'!")).toBe(MEDIA_ERROR_MESSAGES.references);
  });

  it('any other failure is not a refusal', () => {
    expect(refusedFormatMessage('file:/x.mp4: Invalid data found when processing input')).toBeNull();
    expect(refusedFormatMessage('')).toBeNull();
  });
});
