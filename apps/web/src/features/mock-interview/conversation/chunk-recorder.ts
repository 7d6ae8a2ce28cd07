/** Chunks shorter than this carry too little speech to recognise; a rotation asked for sooner waits. */
const MIN_CHUNK_MS = 500;

/**
 * Records the microphone in short, self-contained chunks: each chunk is its own MediaRecorder, started before the
 * previous one stops, so every chunk is a whole WebM/Opus file the server can decode alone (the pieces a single
 * recorder gives with a timeslice lack the header after the first). Opus is what Chromium and Firefox record natively:
 * no AudioWorklet module to serve and ~10 kB per 3 s, against ~100 kB of 16 kHz PCM.
 */
export class ChunkRecorder {
  private current: { recorder: MediaRecorder; startedAt: number } | null = null;
  private readonly audio: MediaStream;
  private closed = false;

  constructor(
    stream: MediaStream,
    /** Each chunk as it ends; null when a flushed last chunk held nothing. */
    private readonly onChunk: (chunk: Blob | null) => void,
    private readonly mimeType = ChunkRecorder.mimeType(),
  ) {
    this.audio = new MediaStream(stream.getAudioTracks());
    this.startNext();
  }

  /** The audio type chunks are recorded as here; '' when this browser records no audio-only WebM or Ogg. */
  static mimeType(): string {
    if (typeof MediaRecorder === 'undefined') return '';
    return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'].find((t) => MediaRecorder.isTypeSupported(t)) ?? '';
  }

  /** Ends the chunk being recorded and starts the next one; `keep` false throws the ended one away (no voice in it). */
  rotate(keep = true): void {
    if (this.closed || !this.current || performance.now() - this.current.startedAt < MIN_CHUNK_MS) return;
    const ending = this.current.recorder;
    this.startNext();
    if (!keep) ending.ondataavailable = null;
    ending.stop();
  }

  /**
   * Stops recording; `flush` hands the last chunk over, otherwise it is thrown away. A last chunk started under
   * MIN_CHUNK_MS ago is handed over as nothing: Chromium may not have written a frame into it yet, and a WebM of its
   * header alone cannot be decoded.
   */
  close(flush: boolean): void {
    if (this.closed) return;
    this.closed = true;
    const ending = this.current;
    this.current = null;
    if (!ending || ending.recorder.state === 'inactive') return;
    const tooShort = performance.now() - ending.startedAt < MIN_CHUNK_MS;
    if (!flush || tooShort) ending.recorder.ondataavailable = null;
    ending.recorder.stop();
    if (flush && tooShort) this.onChunk(null);
  }

  private startNext(): void {
    const recorder = new MediaRecorder(this.audio, { mimeType: this.mimeType, audioBitsPerSecond: 32_000 });
    const parts: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) parts.push(e.data);
    };
    recorder.onstop = () => {
      if (recorder.ondataavailable) this.onChunk(parts.length > 0 ? new Blob(parts, { type: recorder.mimeType || this.mimeType }) : null);
    };
    recorder.start();
    this.current = { recorder, startedAt: performance.now() };
  }
}
