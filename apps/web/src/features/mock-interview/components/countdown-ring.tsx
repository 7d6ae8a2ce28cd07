import { MOCK_MAX_ANSWER_SECONDS } from '@rehearse/contract/mock-constants';
import { formatClock, ringTone } from '../recording-rules.ts';
import { MOCK_TIMER_TICK_LABELS } from '../mock-texts.ts';

const STROKES = { green: 'stroke-emerald-500', amber: 'stroke-amber-500', red: 'stroke-red-500' } as const;
const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The circular countdown: elapsed mm:ss against the 1:30 limit (spec), coloured green → amber (60 s) → red (85 s).
 * `targetSeconds`: the question's target time, named under the limit so 'Target: 60s' and '/ 01:30' read as two
 * different things.
 */
export function CountdownRing({ seconds, targetSeconds }: { seconds: number; targetSeconds?: number }) {
  const fraction = Math.min(1, seconds / MOCK_MAX_ANSWER_SECONDS);
  const tone = ringTone(seconds);
  return (
    <div className="flex flex-col items-center">
      <div className="relative size-32" role="timer" aria-label={`Elapsed ${formatClock(seconds)} of ${formatClock(MOCK_MAX_ANSWER_SECONDS)}${targetSeconds ? `, target ${formatClock(targetSeconds)}` : ''}`}>
        <svg viewBox="0 0 120 120" className="size-32 -rotate-90">
          <circle cx="60" cy="60" r={RADIUS} className="fill-none stroke-slate-200" strokeWidth="8" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            className={`fill-none ${STROKES[tone]} transition-all`}
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-semibold tabular-nums text-slate-900">{formatClock(seconds)}</span>
          <span className="text-xs text-slate-500">/ {formatClock(MOCK_MAX_ANSWER_SECONDS)} limit</span>
          {targetSeconds !== undefined && <span className="text-xs text-slate-500">target {formatClock(targetSeconds)}</span>}
        </div>
      </div>
      <div className="mt-1 flex w-40 justify-between text-[10px] text-slate-500" aria-hidden="true">
        {MOCK_TIMER_TICK_LABELS.map((t) => (
          <span key={t}>{t}s</span>
        ))}
      </div>
    </div>
  );
}
