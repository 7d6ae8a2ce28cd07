import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkRecorder } from './chunk-recorder.ts';

/** A MediaRecorder that hands over one piece of data when stopped, as Chromium's does. */
class FakeRecorder {
  static isTypeSupported = () => true;
  state: 'recording' | 'inactive' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm']) });
    this.onstop?.();
  }
}

const stream = { getAudioTracks: () => [] } as unknown as MediaStream;

describe('ChunkRecorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    vi.stubGlobal('MediaStream', class {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands over a last chunk long enough to hold speech, and a last chunk just begun as nothing', () => {
    const chunks: (Blob | null)[] = [];
    const recorder = new ChunkRecorder(stream, (chunk) => chunks.push(chunk));
    vi.advanceTimersByTime(1_000);
    recorder.rotate();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toBeInstanceOf(Blob);
    vi.advanceTimersByTime(100);
    recorder.close(true);
    expect(chunks).toEqual([chunks[0], null]);
  });

  it('hands over a flushed last chunk of a second', () => {
    const chunks: (Blob | null)[] = [];
    const recorder = new ChunkRecorder(stream, (chunk) => chunks.push(chunk));
    vi.advanceTimersByTime(1_000);
    recorder.close(true);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toBeInstanceOf(Blob);
  });
});
