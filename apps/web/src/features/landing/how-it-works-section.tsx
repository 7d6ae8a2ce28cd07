import { BrainCircuit, LineChart, UploadCloud } from 'lucide-react';

const steps = [
  {
    icon: UploadCloud,
    title: 'Upload video',
    body: 'Upload a recording of an interview answer, or record one in a mock interview with ten behavioural questions.',
  },
  {
    icon: BrainCircuit,
    title: 'AI analysis',
    body: 'We analyse your video (face, eye contact, posture, engagement) and your voice (pace, filler words, clarity, tone, volume).',
  },
  {
    icon: LineChart,
    title: 'Get insights',
    body: 'See your scores, strengths, areas to improve and an action plan, and track your progress across attempts.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="below-the-fold scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">How it works</p>
          <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            From recording to results in three steps
          </h2>
        </div>
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-slate-50/60 p-8">
              <span className="absolute top-6 right-6 text-5xl font-black text-slate-200" aria-hidden="true">
                {index + 1}
              </span>
              <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md">
                <step.icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
