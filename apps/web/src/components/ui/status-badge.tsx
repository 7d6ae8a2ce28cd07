import type { AnalysisStatus } from '@rehearse/contract/analysis-api';
import { analysisStatusSchema } from '@rehearse/contract/analysis-api';
import { STATUS_COLOURS, STATUS_LABELS, type StatusColour } from '../../lib/analysis-status-labels.ts';
import { cx } from '../../lib/class-names.ts';

const colourClasses: Record<StatusColour, string> = {
  green: 'bg-green-50 text-green-700 ring-green-600/20',
  blue: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  amber: 'bg-amber-50 text-amber-700 ring-amber-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
};

/** The analysis status label and colour; any unknown status is shown as Failed. */
function statusDisplay(status: string): { label: string; colour: StatusColour } {
  const parsed = analysisStatusSchema.safeParse(status);
  const known: AnalysisStatus = parsed.success ? parsed.data : 'failed';
  return { label: STATUS_LABELS[known], colour: STATUS_COLOURS[known] };
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, colour } = statusDisplay(status);
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', colourClasses[colour], className)}>
      {label}
    </span>
  );
}
