import { NO_FILE_MESSAGE, uploadTooLargeMessage } from '@rehearse/contract/analysis-constants';
import { NOT_A_VIDEO_MESSAGE } from './upload-texts.ts';

/** Upload checks (a file chosen, a video type, within the size limit): the message to show, or null when fine. */
export function videoFileProblem(file: Pick<File, 'type' | 'size'> | null, maxBytes: number): string | null {
  if (!file) return NO_FILE_MESSAGE;
  if (!file.type.startsWith('video/')) return NOT_A_VIDEO_MESSAGE;
  if (file.size > maxBytes) return uploadTooLargeMessage(Math.round(maxBytes / (1024 * 1024)));
  return null;
}

/** `12.3 MB` */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
