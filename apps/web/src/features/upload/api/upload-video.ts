import { analysisUrls, UPLOAD_FIELD_NAME, uploadResponseSchema, type UploadResponse } from '@rehearse/contract/analysis-api';
import { SPEAKER_SETUP_FIELD, type SpeakerSetup } from '@rehearse/contract/speaker-setup';
import { ANALYSIS_FLOW_MESSAGES } from '../../../lib/analysis-messages.ts';
import { ApiError, errorMessageFromBody } from '../../../lib/api-client.ts';

export interface UploadVideoInput {
  file: File;
  /** One answer or an interview: whether the analysis separates voices. */
  speakerSetup: SpeakerSetup;
  /** 0–100, from the browser's upload progress events. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/analysis/upload/ through XMLHttpRequest: fetch() cannot report upload progress. */
export function uploadVideo({ file, speakerSetup, onProgress, signal }: UploadVideoInput): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', analysisUrls.upload());
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, (event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, body === undefined ? ANALYSIS_FLOW_MESSAGES.uploadFailed : errorMessageFromBody(body, xhr.status)));
        return;
      }
      const parsed = uploadResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, ANALYSIS_FLOW_MESSAGES.uploadFailed));
    };
    xhr.onerror = () => reject(new ApiError(0, ANALYSIS_FLOW_MESSAGES.uploadFailed));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(SPEAKER_SETUP_FIELD, speakerSetup);
    form.append(UPLOAD_FIELD_NAME, file, file.name);
    xhr.send(form);
  });
}
