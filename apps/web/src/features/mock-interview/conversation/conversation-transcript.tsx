import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { useConversationTurns } from './api/get-conversation-turns.ts';
import { CONVERSATION_TEXTS as T } from './conversation-texts.ts';
import { reportRecordings, turnRecordings, type AttemptRecordings } from './turn-recordings.ts';
import { formatTimestamp } from '../../../lib/timestamp.ts';

/**
 * The spoken conversation of a finished interview, turn by turn, each recorded answer playable beside its words (the
 * owner-only media route the report links); nothing when the interview was not held by voice. `sessionId`: the
 * interview's id or its report's.
 */
export function ConversationTranscript({ sessionId, recordings, className = 'mt-5' }: { sessionId: string; recordings: AttemptRecordings; className?: string }) {
  const turns = useConversationTurns(sessionId).data?.turns ?? [];
  if (turns.length === 0) return null;
  const playable = turnRecordings(turns, recordings);
  return (
    <section aria-labelledby="conversation-transcript-title" className={className}>
      <h2 id="conversation-transcript-title" className="text-sm font-semibold text-slate-900">
        {T.transcriptTitle}
      </h2>
      <ol className="mt-2 space-y-1 text-sm">
        {turns.map((turn) => {
          const recording = playable.get(turn.seq);
          return (
            <li key={turn.seq} className="border-b border-slate-100 py-1">
              <span className="font-medium text-slate-900">
                {turn.speaker === 'interviewer' ? T.interviewer : T.you} ({formatTimestamp(turn.started_at)}):{' '}
              </span>
              <span className="text-slate-700">{turn.text || T.spokenAnswer(turn.ended_at - turn.started_at)}</span>
              {recording && <audio src={recording} controls preload="none" className="mt-1 block h-9 w-full max-w-sm" aria-label={T.playAnswer(formatTimestamp(turn.started_at))} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The conversation on a mock interview's saved report (its owner's; the turns are not shared with anyone). */
export function ReportConversation({ reportId, questions }: { reportId: string; questions: readonly MockQuestionResult[] }) {
  return <ConversationTranscript sessionId={reportId} recordings={reportRecordings(questions)} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" />;
}
