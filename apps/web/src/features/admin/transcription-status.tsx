import type { TranscriptionStatus } from '@rehearse/contract/admin-settings';

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
    <section aria-labelledby="transcription-heading" className="max-w-xl space-y-2 rounded-md border border-slate-200 p-4">
      <h2 id="transcription-heading" className="text-base font-semibold">
        Speech recognition
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Engine in use</dt>
        <dd>{ENGINE_NAMES[status.engine]}</dd>
        <dt className="text-slate-600">Whisper model</dt>
        <dd>{status.model === null ? '—' : `${status.model} (${STATE_NAMES[status.state]})`}</dd>
      </dl>
      <p className="text-sm text-slate-600">{status.message}</p>
      <p className="text-xs text-slate-500">Set on the server with WHISPER_MODEL (a model name, a file, or none).</p>
    </section>
  );
}
