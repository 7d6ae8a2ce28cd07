import { Quote } from 'lucide-react';

// Illustrative quotes written for the landing page, not statements by real users; the section says so on screen.
const sampleTestimonials = [
  {
    quote: 'Seeing how often I looked away from the camera was an eye-opener. Two weeks later it was my strongest score.',
    name: 'Sample user',
    role: 'Graduate job seeker',
  },
  {
    quote: 'The filler-word count with time stamps made it obvious where I was rambling. My answers got tighter fast.',
    name: 'Sample user',
    role: 'Software engineer',
  },
  {
    quote: 'I ran the mock interview every evening before my panel interview. The action plan told me exactly what to fix.',
    name: 'Sample user',
    role: 'Product manager',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="below-the-fold bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Sample testimonials</p>
          <h2 id="testimonials-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            What practising with Rehearse can feel like
          </h2>
          <p className="mt-3 text-sm text-slate-500">These are sample testimonials for illustration, not quotes from real users.</p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {sampleTestimonials.map((t) => (
            <li key={t.role}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <Quote className="size-8 text-indigo-200" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-slate-700">&ldquo;{t.quote}&rdquo;</blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
                  <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-500" aria-hidden="true">
                    ?
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-500">{t.role} · sample</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
