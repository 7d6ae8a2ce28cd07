import { ACCEPTED_AUDIO_EXTENSIONS, ACCEPTED_VIDEO_EXTENSIONS, NO_FILE_MESSAGE, uploadTooLargeMessage } from '@rehearse/contract/analysis-constants';
import { NOT_A_VIDEO_MESSAGE, UNSUPPORTED_FORMAT_MESSAGE, type RecordingKind } from './upload-texts.ts';

const MIB = 1024 * 1024;

type Chosen = Pick<File, 'name' | 'type' | 'size'>;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};
const isOneOf = (list: readonly string[], ext: string) => list.includes(ext);

/**
 * Upload checks (a file chosen, one of the engine's formats, within the size limit): the message to show, or null
 * when fine. A phone interview is an audio file; the server checks the content itself. A file that is not a
 * recording gets the spec's message; a recording in another format (FLAC, AAC) is told which formats work.
 * `maxMb` null (the server's limit not known yet): the server checks the size.
 */
export function videoFileProblem(file: Chosen | null, maxMb: number | null): string | null {
  if (!file) return NO_FILE_MESSAGE;
  const media = file.type.startsWith('video/') || file.type.startsWith('audio/');
  const ext = extensionOf(file.name);
  if (!isOneOf(ACCEPTED_VIDEO_EXTENSIONS, ext) && !isOneOf(ACCEPTED_AUDIO_EXTENSIONS, ext)) return media ? UNSUPPORTED_FORMAT_MESSAGE : NOT_A_VIDEO_MESSAGE;
  if (!media && file.type !== '') return NOT_A_VIDEO_MESSAGE;
  if (maxMb !== null && file.size > maxMb * MIB) return uploadTooLargeMessage(maxMb);
  return null;
}

/** Whether the chosen file is an audio recording (by its type, or its name when the browser gave no type). */
export function recordingKind(file: Pick<File, 'name' | 'type'>): RecordingKind {
  if (file.type.startsWith('audio/')) return 'audio';
  if (file.type.startsWith('video/')) return 'video';
  return isOneOf(ACCEPTED_AUDIO_EXTENSIONS, extensionOf(file.name)) ? 'audio' : 'video';
}
