import { stretchEyeContact } from '@rehearse/contract/eye-contact-figure';
import { formatFrameShare } from '@rehearse/contract/number-format';
import type { ResultView } from './result-view.ts';
import type { ReportHeadline } from './report-headline.ts';
import type { ReportAnswer } from './report-answers.ts';

/** What the PDF report adds to the JSON: the overall's headline as the page shows it, the start of the transcript and the recording in steps. */
export interface ReportMoments {
  transcriptExcerpt: string | null;
  timeline: Array<{ from: number; to: number; text: string }>;
  /** The report page's headline (its tiles, why the overall lacks a part, fix first, answers left out); absent: the JSON's scores. */
  headline?: ReportHeadline;
  /** A mock interview's questions, each as the report page's per-question section shows it. */
  answers?: ReportAnswer[];
}

const EXCERPT_CHARS = 600;
const STEP_SECONDS = 10;

/** The first ~600 characters of the transcript, cut at a word, with '…' when there is more. */
export function transcriptExcerpt(text: string | null | undefined): string | null {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= EXCERPT_CHARS) return clean;
  const cut = clean.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))} …`;
}

const pct = (values: number[]) => `${Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100)}%`;

/**
 * One line per 10 s of recording: face in view, eye contact and the filler words said then. Eye contact is the Video
 * Performance card's measure over the stretch — the face-in-view frames only, full at the conversational share — so a
 * stretch the face mostly left is not read as poor eye contact, and the stretches agree with the card.
 */
export function reportMoments(view: Pick<ResultView, 'transcript' | 'timeline' | 'fillers'>): ReportMoments {
  const end = Math.max(0, ...view.timeline.map((p) => p.t), ...view.fillers.map((f) => f.end));
  const timeline: ReportMoments['timeline'] = [];
  for (let from = 0; from < end; from += STEP_SECONDS) {
    const to = from + STEP_SECONDS;
    const points = view.timeline.filter((p) => p.t >= from && p.t < to);
    const face = points.map((p) => p.face_present).filter((v): v is boolean => v !== null);
    const eye = stretchEyeContact(points);
    const fillers = view.fillers.filter((f) => f.start >= from && f.start < to).map((f) => f.word);
    const parts = [
      face.length ? `face in view ${pct(face.map((v) => (v ? 1 : 0)))}` : null,
      eye === null ? null : `eye contact ${formatFrameShare(eye)} while in view`,
      fillers.length ? `fillers: ${fillers.join(', ')}` : null,
    ].filter((p): p is string => p !== null);
    if (parts.length) timeline.push({ from, to: Math.min(to, Math.ceil(end)), text: parts.join(' · ') });
  }
  return { transcriptExcerpt: transcriptExcerpt(view.transcript?.text), timeline };
}
