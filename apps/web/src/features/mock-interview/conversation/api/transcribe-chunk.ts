import { INTERVIEWER_PATHS, transcribedChunkSchema, type TranscribedChunk } from '@rehearse/contract/interview-conversation';
import { ApiError, errorMessageFromBody } from '../../../../lib/api-client.ts';

/** POST /api/interviewer/sessions/{id}/transcribe/ — the words of a few seconds of the answer, sent as recorded. */
export async function transcribeChunk(sessionId: string, chunk: Blob, signal?: AbortSignal): Promise<TranscribedChunk> {
  const response = await fetch(INTERVIEWER_PATHS.transcribe(sessionId), {
    method: 'POST',
    headers: { 'Content-Type': chunk.type || 'audio/webm', Accept: 'application/json' },
    body: chunk,
    credentials: 'include',
    signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, errorMessageFromBody(json, response.status), json);
  const parsed = transcribedChunkSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected response from server');
  return parsed.data;
}
