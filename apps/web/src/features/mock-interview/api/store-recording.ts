import { MOCK_UPLOAD_ATTEMPTS } from '@rehearse/contract/mock-constants';
import type { MockAnswerResponse } from '@rehearse/contract/mock-interview';
import { useMutation } from '@tanstack/react-query';
import { recordingExtension } from '../recording-rules.ts';
import { abortableSleep, withRetries } from '../save-with-retries.ts';
import type { FinishedRecording } from '../use-answer-recorder.ts';
import { saveAnswer } from './save-answer.ts';
import { presignRecording, uploadRecording } from './upload-recording.ts';

export interface RecordingToStore {
  sessionId: string;
  questionKey: string;
  recording: FinishedRecording;
  notes: string;
  /** Keep the question's recorded answer as an earlier attempt instead of replacing it. */
  retake: boolean;
  /** Aborted when the page is left: the upload's retry waits end with it. */
  signal: AbortSignal;
}

export class PresignFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('presign failed');
    this.name = 'PresignFailed';
  }
}

/**
 * POST /api/mock/presign/, the upload (retried MOCK_UPLOAD_ATTEMPTS times), then POST /api/mock/answer/:
 * one recorded answer (or a retake) stored and queued for analysis. The link is asked once, so a retried upload never
 * uses up the question's allowance of recordings.
 */
export async function storeRecording({ sessionId, questionKey, recording, notes, retake, signal }: RecordingToStore): Promise<MockAnswerResponse> {
  const extension = recordingExtension(recording.mimeType);
  let link;
  try {
    link = await presignRecording(sessionId, questionKey, extension, recording.blob.size);
  } catch (error) {
    throw new PresignFailed(error);
  }
  const signed = link;
  await withRetries(() => uploadRecording(signed, recording.blob, extension), MOCK_UPLOAD_ATTEMPTS, 1000, (ms) => abortableSleep(ms, signal));
  return saveAnswer({ session_id: sessionId, question_key: questionKey, skipped: false, duration_sec: recording.seconds, notes, media_url: signed.s3_key, retake });
}

export function useStoreRecording() {
  return useMutation({ mutationFn: storeRecording });
}
