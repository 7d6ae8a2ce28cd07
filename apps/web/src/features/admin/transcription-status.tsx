import type { TranscriptionStatus } from '@rehearse/contract/admin-settings';
import { ModelStatusPanel } from './model-status-panel.tsx';

const ENGINE_NAMES: Record<TranscriptionStatus['engine'], string> = { whisper: 'Whisper', pocketsphinx: 'PocketSphinx', none: 'None' };
const STATE_NAMES: Record<TranscriptionStatus['state'], string> = {
  ready: 'ready',
  downloading: 'downloading',
  unavailable: 'could not be fetched',
  off: 'turned off',
};

/** Read-only: the speech recogniser analyses use now, set by the server's TRANSCRIBER / WHISPER_MODEL (docs/OPERATIONS.md). */
export function TranscriptionStatusPanel({ status }: { status: TranscriptionStatus }) {
  return (
    <ModelStatusPanel
      view={{
        id: 'transcription',
        heading: 'Speech recognition',
        engine: ENGINE_NAMES[status.engine],
        modelLabel: 'Whisper model',
        model: status.model,
        state: STATE_NAMES[status.state],
        message: status.message,
        setting: 'Set on the server with WHISPER_MODEL (a model name, a file, or none).',
      }}
    />
  );
}
