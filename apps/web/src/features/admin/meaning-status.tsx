import type { MeaningStatus } from '@rehearse/contract/admin-settings';

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
    <section aria-labelledby="meaning-heading" className="max-w-xl space-y-2 rounded-md border border-slate-200 p-4">
      <h2 id="meaning-heading" className="text-base font-semibold">
        Answer meaning
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Engine in use</dt>
        <dd>{ENGINE_NAMES[status.engine]}</dd>
        <dt className="text-slate-600">Sentence model</dt>
        <dd>{status.model === null ? '—' : `${status.model} (${STATE_NAMES[status.state]})`}</dd>
      </dl>
      <p className="text-sm text-slate-600">{status.message}</p>
      <p className="text-xs text-slate-500">Set on the server with SENTENCE_MODEL (a model name, a model folder, or none).</p>
    </section>
  );
}
