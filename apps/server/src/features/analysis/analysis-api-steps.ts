import {
  analysisStatusResponseSchema,
  analysisUrls,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  type AnalysisStatusResponse,
  type AnalysisType,
  type UploadResponse,
} from '@rehearse/contract/analysis-api';
import type { TestClient } from '../../test/test-app.ts';
import { uploadFile, waitFor } from './analysis-test-kit.ts';

/** FOR TESTS. The upload → start → poll sequence through the API, each answer checked against the contract. */

export const ALL_ANALYSIS_TYPES: AnalysisType[] = ['video', 'audio', 'combined', 'llm'];

export interface StartOptions {
  /** The name the browser sends (default: the file's own). */
  name?: string;
  contentType?: string;
  types?: readonly AnalysisType[];
}

async function parsed<T>(response: Response, schema: { parse(value: unknown): T }, what: string): Promise<T> {
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return schema.parse(body);
}

/** Uploads `path` and starts its analysis; answers the upload and the session id. */
export async function uploadAndStart(client: TestClient, path: string, options: StartOptions = {}): Promise<{ upload: UploadResponse; sessionId: string }> {
  const upload = await parsed(await uploadFile(client, path, options.name ?? path.split('/').at(-1)!, options.contentType), uploadResponseSchema, 'upload');
  const started = await parsed(
    await client.post(analysisUrls.start(), { video_upload_id: upload.video_upload.id, analysis_types: options.types ?? ALL_ANALYSIS_TYPES }),
    startAnalysisResponseSchema,
    'start',
  );
  return { upload, sessionId: started.session_id };
}

export interface WaitOptions {
  timeoutMs?: number;
  everyMs?: number;
  /** Sees every status answered on the way. */
  onStatus?: (status: AnalysisStatusResponse) => void;
}

/** Polls the status until the analysis has ended, completed or failed. */
export function analysisEnded(client: TestClient, sessionId: string, options: WaitOptions = {}): Promise<AnalysisStatusResponse> {
  return waitFor(
    async () => {
      const status = await parsed(await client.get(analysisUrls.status(sessionId)), analysisStatusResponseSchema, 'status');
      options.onStatus?.(status);
      return status.status === 'completed' || status.status === 'failed' ? status : null;
    },
    options.timeoutMs,
    options.everyMs,
  );
}

/** Upload, start and wait: the analysis's last status, with the upload and the session id. */
export async function analysedThroughApi(
  client: TestClient,
  path: string,
  options: StartOptions = {},
  wait: WaitOptions = {},
): Promise<{ upload: UploadResponse; sessionId: string; status: AnalysisStatusResponse }> {
  const started = await uploadAndStart(client, path, options);
  return { ...started, status: await analysisEnded(client, started.sessionId, wait) };
}
