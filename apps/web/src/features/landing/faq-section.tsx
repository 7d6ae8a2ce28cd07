import { ACCEPTED_AUDIO_FORMATS, ACCEPTED_VIDEO_FORMATS } from '@rehearse/contract/analysis-constants';
import { ChevronDown } from 'lucide-react';

/** 'MP4, MOV and WMV' */
const listed = (names: readonly string[]): string => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The landing page's FAQ: measured facts (formats are the engine's accepted list; timing from docs/BENCHMARKS.md). */
const faqs = [
  {
    question: 'Which video and audio formats are supported?',
    answer: `You can upload ${listed(ACCEPTED_VIDEO_FORMATS)} videos, and ${listed(ACCEPTED_AUDIO_FORMATS)} audio recordings (a phone interview): those are analysed for your voice alone.`,
  },
  {
    question: 'How long does the analysis take?',
    answer:
      'About a quarter of the recording’s length: a one-minute answer takes 12–25 seconds on our two-core test server. The page shows each stage while it runs, and with notifications on you also get an e-mail when the results are ready.',
  },
  {
    question: 'What happens to my recordings?',
    answer: 'Your uploaded recordings are deleted after 30 days. Your scores and feedback stay in your account.',
  },
  {
    question: 'What does the analysis look at?',
    answer:
      'Video: face detection, eye contact, posture and engagement. Audio: speaking pace, filler words, clarity, tone, volume, confidence, articulation and fluency. You get an overall score, strengths, areas to improve and an action plan.',
  },
  {
    question: 'How quickly does support respond?',
    answer: 'Our support team responds within 24 hours.',
  },
];

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="below-the-fold scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">FAQ</p>
          <h2 id="faq-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Frequently asked questions
          </h2>
        </div>
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {faqs.map((faq) => (
            <details key={faq.question} className="group px-6 py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="mt-3 text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
