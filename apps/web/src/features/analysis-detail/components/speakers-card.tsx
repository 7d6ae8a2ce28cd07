import type { Speakers } from '@rehearse/contract/analysis-result';
import { NOT_ME_LABEL, ONLY_SPEAKER_LABEL, SEPARATE_VOICES_LABEL, type SpeakerCorrectionKind } from '@rehearse/contract/speaker-correction';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { notify } from '../../../lib/toast.ts';
import { useCorrectSpeakers } from '../api/use-correct-speakers.ts';
import { speakersDescription, speakerStretches } from '../speaker-view.ts';

export interface SpeakersCardProps {
  sessionId: string;
  speakers: Speakers;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * Who spoke when in a recording with an interviewer: your turns in colour, the interviewer's greyed, on a strip
 * that seeks the recording; and the corrections, recomputed on the server without a new upload. After "I was the
 * only speaker" every turn is yours: the card says one voice and offers the undo.
 */
export function SpeakersCard({ sessionId, speakers, duration, onSeek }: SpeakersCardProps) {
  const correct = useCorrectSpeakers(sessionId);
  const stretches = speakerStretches(speakers);
  const total = Math.max(duration, stretches.at(-1)?.end ?? 0, 1);
  const merged = speakers.candidate_voice === null;
  const run = (correction: Exclude<SpeakerCorrectionKind, 'choose'>) =>
    correct.mutate({ correction }, {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => notify.error(error.message),
    });

  return (
    <Card>
      <CardHeader
        title="Speakers"
        icon={<Users className="size-5" aria-hidden="true" />}
        description={speakersDescription(speakers)}
      />
      <CardBody className="space-y-4">
        {/* Each turn is a list item holding its seek button: a button may not take the listitem role itself. */}
        <ul className="relative h-6 w-full overflow-hidden rounded bg-slate-100" aria-label="Speaker turns">
          {stretches.map((s) => (
            <li
              key={s.start}
              className="absolute top-0 h-full"
              style={{ left: `${(s.start / total) * 100}%`, width: `${Math.max(0.5, ((s.end - s.start) / total) * 100)}%` }}
            >
              <button
                type="button"
                onClick={() => onSeek(s.start)}
                title={`${s.yours ? 'You' : 'Interviewer'}, ${formatTimestamp(s.start)}–${formatTimestamp(s.end)}`}
                aria-label={`${s.yours ? 'You' : 'Interviewer'} at ${formatTimestamp(s.start)}`}
                data-speaker={s.yours ? 'you' : 'interviewer'}
                className={`block h-full w-full ${s.yours ? 'bg-indigo-500 hover:bg-indigo-600' : 'bg-slate-300 hover:bg-slate-400'}`}
              />
            </li>
          ))}
        </ul>
        <p className="flex gap-4 text-xs text-slate-500" data-testid="speaker-legend">
          <span><span className="mr-1 inline-block size-2 rounded-full bg-indigo-500" aria-hidden="true" />You</span>
          {!merged && <span><span className="mr-1 inline-block size-2 rounded-full bg-slate-300" aria-hidden="true" />Interviewer</span>}
        </p>
        <div className="flex flex-wrap gap-3">
          {merged ? (
            <Button variant="outline" size="sm" loading={correct.isPending} onClick={() => run('separate')}>
              {SEPARATE_VOICES_LABEL}
            </Button>
          ) : (
            <>
              <Button variant="outline" size="sm" loading={correct.isPending} onClick={() => run('swap')}>
                {NOT_ME_LABEL}
              </Button>
              <Button variant="outline" size="sm" loading={correct.isPending} onClick={() => run('merge')}>
                {ONLY_SPEAKER_LABEL}
              </Button>
            </>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
