import { formatDuration, formatScore, formatWpm, NOT_MEASURED } from '@rehearse/contract/number-format';
import { Mic } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import type { AudioScoreKey, ResultView } from '../../../lib/analysis-result/result-view.ts';
import { audioHint, fillerHint, recordingLengthHint, scoreHint } from '../audio-hints.ts';
import { CardScore, MetricBar } from './metric-bar.tsx';

const SCORES: Array<{ key: AudioScoreKey; label: string }> = [
  { key: 'clarity_score', label: 'Clarity' },
  { key: 'tone_score', label: 'Tone' },
  { key: 'volume_score', label: 'Volume' },
  { key: 'confidence_score', label: 'Confidence' },
  { key: 'articulation_score', label: 'Articulation' },
  { key: 'fluency_score', label: 'Fluency' },
];

function Tile({ label, value, hint }: { label: string; value: string | null; hint: string | null }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className={value === null ? 'mt-1 text-sm text-slate-500 italic' : 'mt-1 text-lg font-semibold text-slate-900 tabular-nums'}>
        {value ?? NOT_MEASURED}
      </p>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

const OWN_TIME_LABEL = 'Your Speaking Time (s)';
const OWN_TIME_HINT = "Your turns, without the interviewer's";

const shown = <T,>(v: T | null, format: (value: T) => string): string | null => (v === null ? null : format(v));

/** `interview`: the recording holds an interviewer's questions and several answers (no length verdict for the whole). */
/** `basis`: which answers the figures are over (a mock interview), said under them. */
/** `lengthTarget`: the target time of the answers the figures are over (a mock interview), for the Duration tile's verdict. */
export function AudioPerformanceCard({ view, interview = false, basis = null, lengthTarget = null }: { view: ResultView; interview?: boolean; basis?: string | null; lengthTarget?: number | null }) {
  const m = view.audioMetrics;
  return (
    <Card role="region" aria-label="Audio Performance">
      <CardHeader title="Audio Performance" icon={<Mic className="size-5" aria-hidden="true" />} action={<CardScore score={view.audioScore} />} />
      <CardBody className="space-y-5">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Tile label="Speaking Pace (WPM)" value={shown(m.speaking_pace, (v) => formatWpm(v, { unit: false }))} hint={audioHint('pace', m.speaking_pace)} />
          <Tile label="Filler Words" value={shown(m.filler_words, String)} hint={fillerHint(m.filler_words, m.duration)} />
          <Tile label="Duration (s)" value={formatDuration(m.duration, { unit: false })} hint={recordingLengthHint(m.duration, interview, lengthTarget)} />
          <Tile label="Word Count" value={shown(m.word_count, String)} hint={audioHint('wordCount', m.word_count)} />
          {/* An interview: the recording's length above, the user's own turns here (what the pace is counted over). */}
          {m.own_time !== undefined && <Tile label={OWN_TIME_LABEL} value={formatDuration(m.own_time, { unit: false })} hint={OWN_TIME_HINT} />}
        </div>
        {basis && <p className="text-xs text-slate-600" data-testid="figures-basis">{basis}</p>}
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Detailed Audio Scores</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {SCORES.map(({ key, label }) => (
              <MetricBar key={key} label={label} percent={m[key]} text={shown(m[key], formatScore)} hint={scoreHint(m[key])} />
            ))}
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
