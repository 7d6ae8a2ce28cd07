import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

const highlights = [
  'Feedback on eye contact, posture and engagement',
  'Speaking pace, filler words and clarity, measured',
  'An action plan built from your own recording',
];

export interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in screens: a short pitch beside the form on wide screens, the form alone on phones. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <div className="mx-auto grid min-h-[calc(100vh-4rem)] max-w-7xl lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 p-12 text-white lg:m-6 lg:flex lg:flex-col lg:justify-between lg:rounded-3xl">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-violet-400/20 blur-3xl" />
        <div className="relative">
          <p className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">Rehearse</p>
          <h2 className="mt-4 text-4xl leading-tight font-bold">Walk into your next interview already practised.</h2>
          <p className="mt-4 max-w-md text-indigo-100">
            Upload a recording or run a mock interview and get specific, evidence-based coaching on how you come across.
          </p>
        </div>
        <ul className="relative space-y-3">
          {highlights.map((h) => (
            <li key={h} className="flex items-center gap-3 text-indigo-50">
              <CheckCircle2 className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
              {h}
            </li>
          ))}
        </ul>
      </aside>
      <section className="flex items-center justify-center px-4 py-12 sm:px-6">
        <div className="w-full max-w-md">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-slate-500">{subtitle}</p>}
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </section>
    </div>
  );
}
