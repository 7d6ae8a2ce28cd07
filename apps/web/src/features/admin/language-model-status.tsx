import type { LanguageModelStatus } from '@rehearse/contract/admin-settings';
import { ModelStatusPanel } from './model-status-panel.tsx';

const ENGINE_NAMES: Record<LanguageModelStatus['engine'], string> = { 'local-model': 'Local model', 'hosted-model': 'Hosted model', 'built-in': 'Built-in rules' };
const STATE_NAMES: Record<LanguageModelStatus['state'], string> = {
  ready: 'ready',
  downloading: 'downloading',
  unavailable: 'unavailable',
  off: 'turned off',
};

/** Read-only: what writes the coach's answers and rebuilt answers now, set by the server's LOCAL_LLM_MODEL and LLM_BASE_URL (docs/OPERATIONS.md). */
export function LanguageModelStatusPanel({ status }: { status: LanguageModelStatus }) {
  return (
    <ModelStatusPanel
      view={{
        id: 'language-model',
        heading: 'Coach and rebuilt answers',
        engine: ENGINE_NAMES[status.engine],
        modelLabel: 'Language model',
        model: status.model,
        state: STATE_NAMES[status.state],
        message: status.message,
        setting: 'Set on the server with LOCAL_LLM_MODEL (a model name, a GGUF file, or none); LLM_BASE_URL, when set, uses a hosted model instead.',
      }}
    />
  );
}
