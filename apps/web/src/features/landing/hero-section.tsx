import { ArrowRight, Eye, Mic, PersonStanding, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

const previewRows = [
  { label: 'Eye contact', value: 82, icon: Eye, colour: 'bg-emerald-500' },
  { label: 'Speaking pace', value: 74, icon: Mic, colour: 'bg-amber-500' },
  { label: 'Posture', value: 88, icon: PersonStanding, colour: 'bg-emerald-500' },
];

/** An illustration of what a report looks like; labelled as an example so nobody takes it for their data. */
function ReportPreview() {
  return (
    <div className="relative mx-auto w-full max-w-md" aria-label="Example of an analysis report" role="img">
      <div aria-hidden="true" className="absolute -inset-4 rounded-[2rem] bg-gradient-to-tr from-indigo-500/20 to-violet-500/20 blur-2xl" />
      <div className="relative rounded-3xl border border-white/60 bg-white/90 p-6 shadow-2xl ring-1 ring-slate-900/5 backdrop-blur">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Example report</p>
            <p className="mt-1 font-semibold text-slate-900">Behavioral interview — practice 3</p>
          </div>
          <div className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-xl font-bold text-emerald-600 ring-4 ring-emerald-100">
            81
          </div>
        </div>
        <div className="mt-6 space-y-4">
          {previewRows.map((row) => (
            <div key={row.label}>
              <div className="flex items-center justify-between text-sm">
                <span className="flex items-center gap-2 text-slate-600">
                  <row.icon className="size-4 text-slate-400" aria-hidden="true" /> {row.label}
                </span>
                <span className="font-semibold text-slate-900">{row.value}%</span>
              </div>
              <div className="mt-1.5 h-2 rounded-full bg-slate-100">
                <div className={`h-2 rounded-full ${row.colour}`} style={{ width: `${row.value}%` }} />
              </div>
            </div>
          ))}
        </div>
        <div className="mt-6 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900">
          <p className="font-semibold">Next step</p>
          <p className="mt-1 text-indigo-800">You said &lsquo;um&rsquo; 9 times in the first minute. Pause for a breath instead.</p>
        </div>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div aria-hidden="true" className="absolute inset-x-0 -top-40 -z-0 flex justify-center">
        <div className="h-96 w-[48rem] rounded-full bg-gradient-to-r from-indigo-200/50 to-violet-200/50 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <Sparkles className="size-4" aria-hidden="true" /> AI interview coaching
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            Practise your interview.{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">Get honest feedback.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">
            Upload a recorded interview or run a mock interview on camera. Rehearse measures your eye contact, posture,
            engagement, speaking pace, filler words and clarity, then gives you an action plan to improve.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonClasses('primary', 'lg')}>
              Get Started Free <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/login" className={buttonClasses('outline', 'lg')}>
              Sign In
            </Link>
          </div>
        </div>
        <ReportPreview />
      </div>
    </section>
  );
}
