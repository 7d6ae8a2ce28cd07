import type { MockAnswers } from '@rehearse/contract/mock-interview';
import { useConversationTurns } from './api/get-conversation-turns.ts';
import { CONVERSATION_TEXTS as T } from './conversation-texts.ts';
import { turnRecordings } from './turn-recordings.ts';
import { formatTimestamp } from '../../../lib/timestamp.ts';

/**
 * The spoken conversation of a finished interview, turn by turn, each recorded answer playable beside its words (the
 * owner-only media route the report links); nothing when the interview was not held by voice.
 */
export function ConversationTranscript({ sessionId, answers }: { sessionId: string; answers: MockAnswers }) {
  const turns = useConversationTurns(sessionId).data?.turns ?? [];
  if (turns.length === 0) return null;
  const recordings = turnRecordings(sessionId, turns, answers);
  return (
    <section aria-labelledby="conversation-transcript-title">
      <h2 id="conversation-transcript-title" className="mt-5 text-sm font-semibold text-slate-900">
        {T.transcriptTitle}
      </h2>
      <ol className="mt-2 space-y-1 text-sm">
        {turns.map((turn) => {
          const recording = recordings.get(turn.seq);
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
