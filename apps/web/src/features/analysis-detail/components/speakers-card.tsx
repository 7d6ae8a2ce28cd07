import type { Speakers, TimeRange } from '@rehearse/contract/analysis-result';
import { formatDuration } from '@rehearse/contract/number-format';
import { voiceLabel, type SpeakerCorrectionChoice } from '@rehearse/contract/speaker-correction';
import { Play, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { CHOOSE_VOICE_PROMPT, NOT_ME_LABEL, ONLY_SPEAKER_LABEL, SEPARATE_VOICES_LABEL, THIS_IS_ME_LABEL } from './speakers-card-texts.ts';
import { notify } from '../../../lib/toast.ts';
import { useCorrectSpeakers } from '../api/use-correct-speakers.ts';
import { notMeAction, speakersDescription, speakerStretches, voiceSample } from '../speaker-view.ts';

export interface SpeakersCardProps {
  sessionId: string;
  speakers: Speakers;
  duration: number;
  onSeek: (seconds: number) => void;
  /** Plays a stretch of the recording (a voice's sample); false when it cannot be played. */
  onPlaySample: (stretch: TimeRange) => Promise<boolean>;
}

/** Said under the pressed "That's not me", so the way back is plain. */
const UNDO_HINT = "Click “That's not me” again to go back to the voice the analysis chose.";
const SAMPLE_UNAVAILABLE = 'This recording cannot be played here (it may have been deleted after 30 days).';

/**
 * Who spoke when in a recording with an interviewer: your turns in colour, the interviewer's greyed, on a strip
 * that seeks the recording; and the corrections, recomputed on the server without a new upload. "That's not me" is a
 * toggle: pressed, another voice than the analysis's counts as yours, and a second click restores the analysis's
 * choice. With three or more voices it opens a short list, each voice with a sample to play, to pick yours from.
 * After "I was the only speaker" every turn is yours: the card says one voice and offers the undo.
 */
export function SpeakersCard({ sessionId, speakers, duration, onSeek, onPlaySample }: SpeakersCardProps) {
  const correct = useCorrectSpeakers(sessionId);
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const stretches = speakerStretches(speakers);
  const total = Math.max(duration, stretches.at(-1)?.end ?? 0, 1);
  const merged = speakers.candidate_voice === null;
  const action = notMeAction(speakers);
  const run = (choice: SpeakerCorrectionChoice) =>
    correct.mutate(choice, {
      onSuccess: (response) => {
        setPicking(false);
        notify.success(response.message);
      },
      onError: (error) => notify.error(error.message),
    });
  const notMe = () => {
    if (action === 'pick') setPicking((open) => !open);
    else run({ correction: action });
  };
  const play = async (stretch: TimeRange) => {
    if (!(await onPlaySample(stretch))) notify.error(SAMPLE_UNAVAILABLE);
  };

  return (
    <Card>
      <CardHeader title="Speakers" icon={<Users className="size-5" aria-hidden="true" />} description={speakersDescription(speakers)} />
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
          <span>
            <span className="mr-1 inline-block size-2 rounded-full bg-indigo-500" aria-hidden="true" />
            You
          </span>
          {!merged && (
            <span>
              <span className="mr-1 inline-block size-2 rounded-full bg-slate-300" aria-hidden="true" />
              Interviewer
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          {merged ? (
            <Button variant="outline" size="sm" loading={correct.isPending} onClick={() => run({ correction: 'separate' })}>
              {SEPARATE_VOICES_LABEL}
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                size="sm"
                loading={correct.isPending}
                onClick={notMe}
                aria-pressed={action === 'restore' || picking}
                {...(action === 'pick' ? { 'aria-expanded': picking, 'aria-controls': pickerId } : {})}
                className="aria-pressed:border-indigo-500 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800"
              >
                {NOT_ME_LABEL}
              </Button>
              <Button variant="outline" size="sm" loading={correct.isPending} onClick={() => run({ correction: 'merge' })}>
                {ONLY_SPEAKER_LABEL}
              </Button>
            </>
          )}
        </div>
        {action === 'restore' && !merged && <p className="text-xs text-slate-600">{UNDO_HINT}</p>}
        {picking && action === 'pick' && (
          <VoicePicker id={pickerId} speakers={speakers} busy={correct.isPending} onPlay={play} onChoose={(voice) => run({ correction: 'choose', voice })} />
        )}
      </CardBody>
    </Card>
  );
}

interface VoicePickerProps {
  id: string;
  speakers: Speakers;
  busy: boolean;
  onPlay: (stretch: TimeRange) => Promise<void>;
  onChoose: (voice: number) => void;
}

/** "Which voice is yours?": every voice with its speech time, a sample to play and the button that makes it yours. */
function VoicePicker({ id, speakers, busy, onPlay, onChoose }: VoicePickerProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3">
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        {CHOOSE_VOICE_PROMPT}
      </h3>
      <ul className="space-y-2">
        {speakers.voices.map((v) => {
          const sample = voiceSample(speakers, v.voice);
          const label = voiceLabel(v.voice);
          const yours = v.voice === speakers.candidate_voice;
          return (
            <li key={v.voice} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="min-w-32 font-medium text-slate-900">
                {label} <span className="font-normal text-slate-600">· {formatDuration(v.speech_seconds)} of speech</span>
              </span>
              {sample && (
                <Button variant="ghost" size="sm" icon={<Play className="size-4" aria-hidden="true" />} onClick={() => void onPlay(sample)} aria-label={`Play ${label}`}>
                  Play
                </Button>
              )}
              {yours ? (
                <span className="text-xs text-slate-600">Counted as yours now</span>
              ) : (
                <Button variant="outline" size="sm" loading={busy} onClick={() => onChoose(v.voice)} aria-label={`${THIS_IS_ME_LABEL}: ${label}`}>
                  {THIS_IS_ME_LABEL}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
