import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { WHISPER_SETUP_DOCS_URL } from '@rehearse/contract/transcript-trust';
import { useSessionState } from '../../../lib/session.tsx';
import { isAdmin } from '../../../lib/session-user.ts';
import { transcriptEngineNote } from '../transcript-engine-note.ts';

/** The line under the transcript naming the engine that wrote it and how far to trust it. */
export function TranscriptEngineNoteLine({ engines }: { engines: Pick<AnalysisResult['engines'], 'transcriber' | 'transcriber_detail'> }) {
  const session = useSessionState();
  const staff = session.status === 'signed-in' && isAdmin(session.user);
  const note = transcriptEngineNote(engines, { staff });
  if (!note) return null;
  return (
    <p className="mt-3 text-xs text-slate-500" data-testid="transcript-engine-note">
      {note.text}
      {note.offerWhisper && (
        <>
          {' '}
          <a href={WHISPER_SETUP_DOCS_URL} target="_blank" rel="noreferrer" className="text-indigo-600 underline hover:text-indigo-800">
            How to set up Whisper
          </a>
        </>
      )}
    </p>
  );
}
