import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

const tones = {
  info: { classes: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Info },
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  warning: { classes: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  error: { classes: 'border-red-200 bg-red-50 text-red-900', Icon: XCircle },
} as const;

export interface AlertProps {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * An inline notice; errors are announced (role alert), the rest politely (role status). Its text may break anywhere
 * (a long e-mail address): a notice never makes the page wider than a phone.
 */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { classes, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('flex gap-3 rounded-lg border p-3 text-sm', classes, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1 wrap-anywhere">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
