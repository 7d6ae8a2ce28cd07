import { MIC_METER_BARS } from '@rehearse/contract/mock-constants';
import { cx } from '../../../lib/class-names.ts';
import { litBars, micLevelLabel } from '../mic-level.ts';

/** The 20-bar microphone meter with its label (Good Level / Low Level / No Audio). */
export function MicMeter({ level }: { level: number }) {
  const lit = litBars(level);
  return (
    <div className="flex items-center gap-3" aria-label="Microphone level">
      <div className="flex h-6 items-end gap-0.5" aria-hidden="true">
        {Array.from({ length: MIC_METER_BARS }, (_, i) => (
          <span
            key={i}
            className={cx('w-1.5 rounded-sm', i < lit ? (i >= 14 ? 'bg-emerald-500' : i >= 6 ? 'bg-amber-400' : 'bg-slate-400') : 'bg-slate-200')}
            style={{ height: `${30 + (i / MIC_METER_BARS) * 70}%` }}
          />
        ))}
      </div>
      <span className="text-xs font-medium text-slate-600" role="status">
        {micLevelLabel(level)}
      </span>
    </div>
  );
}
