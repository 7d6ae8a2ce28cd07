import type { MeaningStatus } from '@rehearse/contract/admin-settings';
import { ModelStatusPanel } from './model-status-panel.tsx';

const ENGINE_NAMES: Record<MeaningStatus['engine'], string> = { 'sentence-model': 'Sentence model', 'word-vectors': 'Built-in word vectors' };
const STATE_NAMES: Record<MeaningStatus['state'], string> = {
  ready: 'ready',
  downloading: 'downloading',
  unavailable: 'unavailable',
  off: 'turned off',
};

/** Read-only: what judges answers' meaning now, set by the server's SENTENCE_MODEL (docs/OPERATIONS.md). */
export function MeaningStatusPanel({ status }: { status: MeaningStatus }) {
  return (
    <ModelStatusPanel
      view={{
        id: 'meaning',
        heading: 'Answer meaning',
        engine: ENGINE_NAMES[status.engine],
        modelLabel: 'Sentence model',
        model: status.model,
        state: STATE_NAMES[status.state],
        message: status.message,
        setting: 'Set on the server with SENTENCE_MODEL (a model name, a model folder, or none).',
      }}
    />
  );
}
