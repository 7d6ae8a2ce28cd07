import { MOCK_MAX_ANSWER_SECONDS, MOCK_RECORDING_AUDIO_BITS_PER_SECOND, MOCK_RECORDING_VIDEO_BITS_PER_SECOND } from '@rehearse/contract/mock-constants';
import { pickRecordingMimeType } from '../recording-rules.ts';
import type { FinishedRecording } from '../use-answer-recorder.ts';

/** One answer's recording, as the recorder screen makes it (same formats and rates, so the same upload and analysis). */
export class AnswerRecording {
  private readonly recorder: MediaRecorder;
  private readonly chunks: Blob[] = [];
  private readonly startedAt = performance.now();
  private readonly stopped: Promise<void>;
  private readonly mimeType: string;

  constructor(stream: MediaStream) {
    const mimeType = pickRecordingMimeType((t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t));
    const rates = { videoBitsPerSecond: MOCK_RECORDING_VIDEO_BITS_PER_SECOND, audioBitsPerSecond: MOCK_RECORDING_AUDIO_BITS_PER_SECOND };
    this.recorder = new MediaRecorder(stream, mimeType ? { mimeType, ...rates } : rates);
    this.mimeType = mimeType;
    this.recorder.ondataavailable = (e) => {
      if (e.data.size > 0) this.chunks.push(e.data);
    };
    this.stopped = new Promise((resolve) => (this.recorder.onstop = () => resolve()));
    this.recorder.start(1000);
  }

  /** Stops and gives the recording (null when nothing was recorded). */
  async finish(): Promise<FinishedRecording | null> {
    const seconds = Math.min(MOCK_MAX_ANSWER_SECONDS, Math.round((performance.now() - this.startedAt) / 100) / 10);
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    await this.stopped;
    if (this.chunks.length === 0) return null;
    const type = this.recorder.mimeType || this.mimeType || 'video/webm';
    return { blob: new Blob(this.chunks, { type }), mimeType: type, seconds, autoStopped: false };
  }

  discard(): void {
    this.recorder.ondataavailable = null;
    if (this.recorder.state !== 'inactive') this.recorder.stop();
  }
}
