import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** The title's heading level: 2 for a card of the page, deeper for a card nested under another heading. */
  level?: 2 | 3 | 4;
}

export function CardHeader({ title, description, action, icon, level = 2 }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
      <div className="flex items-start gap-3">
        {icon && <span className="mt-0.5 text-indigo-600">{icon}</span>}
        <div>
          <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
          {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
        </div>
      </div>
      {action}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('px-6 py-5', className)} {...rest} />;
}
