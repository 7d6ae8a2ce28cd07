import { BookOpen, Clock, Mail } from 'lucide-react';
import { lazy, useRef, type ReactNode } from 'react';
import { LazyPart, LazyPartLoading } from '../../components/ui/lazy-part.tsx';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { usePublicConfig } from '../../lib/use-public-config.ts';

// The form (react-hook-form, zod and the contact schemas) and the support address (the public config and its schema)
// are below the fold: they download when the section comes near the screen, not while the page starts.
const ContactForm = lazy(async () => ({ default: (await import('./contact-form.tsx')).ContactForm }));

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-indigo-200 ring-1 ring-white/20">{icon}</span>
      <div>
        <p className="font-semibold text-white">{title}</p>
        <div className="mt-0.5 text-sm text-indigo-100">{children}</div>
      </div>
    </li>
  );
}

export function ContactSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // Only what the operator configured is published: no placeholder address, no hours nobody keeps.
  const { support_email: supportEmail, support_hours: supportHours } = usePublicConfig({ enabled: near });
  return (
    <section ref={section} id="contact" aria-labelledby="contact-title" className="below-the-fold scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-200 lg:grid-cols-5">
          <div className="bg-gradient-to-br from-indigo-600 to-violet-700 p-8 sm:p-10 lg:col-span-2">
            <p className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">Contact</p>
            <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-white">
              We&apos;re here to help
            </h2>
            <p className="mt-3 text-indigo-100">Questions about your analysis, your account or working with us? Get in touch.</p>
            <ul className="mt-10 space-y-6">
              {supportEmail && (
                <Channel icon={<Mail className="size-5" aria-hidden="true" />} title="Email support">
                  <a href={`mailto:${supportEmail}`} className="underline decoration-indigo-300 underline-offset-2 hover:text-white">
                    {supportEmail}
                  </a>
                </Channel>
              )}
              {supportHours && (
                <Channel icon={<Clock className="size-5" aria-hidden="true" />} title="Support hours">
                  {supportHours}
                </Channel>
              )}
              <Channel icon={<BookOpen className="size-5" aria-hidden="true" />} title="Help center">
                <a href="#faq" className="underline decoration-indigo-300 underline-offset-2 hover:text-white">
                  Browse answers to common questions
                </a>
              </Channel>
            </ul>
          </div>
          <div className="bg-white p-8 sm:p-10 lg:col-span-3">
            <h3 className="text-xl font-semibold text-slate-900">Send us a message</h3>
            <p className="mt-1 mb-6 text-sm text-slate-500">Our support team responds within 24 hours.</p>
            {near ? (
              <LazyPart loadingLabel="Loading the contact form…" loadingClassName="min-h-96">
                <ContactForm />
              </LazyPart>
            ) : (
              <LazyPartLoading label="Loading the contact form…" className="min-h-96" />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
