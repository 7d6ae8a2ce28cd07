import type { StarSentence } from '@rehearse/contract/answer-content';
import { cx } from '../../lib/class-names.ts';
import { NO_STAR_PART, STAR_PART_LABELS, starReasonText } from '../../lib/star-sentence-text.ts';
import { clockTime } from './content-labels.ts';

const PART_STYLES = {
  situation: 'bg-sky-100 text-sky-900',
  task: 'bg-violet-100 text-violet-900',
  action: 'bg-emerald-100 text-emerald-900',
  result: 'bg-amber-100 text-amber-900',
} as const;

/** One sentence's words and time: a button that seeks the recording there when a player is beside the card. */
function SentenceWords({ sentence, onSeek, untimed }: { sentence: StarSentence; onSeek?: ((seconds: number) => void) | undefined; untimed: boolean }) {
  // A typed answer has no recording: its sentences are named by their words alone, at no time.
  if (untimed) return <span className="min-w-0 break-words text-slate-800">{sentence.quote ?? 'Sentence'}</span>;
  // Without a quote (too few clearly heard words in a row to quote), the sentence is named by its time alone.
  const label = `${sentence.quote ?? 'Sentence'} at ${clockTime(sentence.start)}`;
  if (!onSeek) return <span className="min-w-0 break-words text-slate-800">{label}</span>;
  return (
    <button type="button" className="min-w-0 text-left break-words text-indigo-700 hover:underline" onClick={() => onSeek(sentence.start)}>
      {label}
    </button>
  );
}

/**
 * How the answer was read, sentence by sentence: each sentence labelled with the STAR part it plays (or none) in
 * words, not only a colour, and why in plain words. A disclosure, open where the card stands alone on a page.
 */
export function StarSentences({ sentences, onSeek, open, untimed = false }: { sentences: readonly StarSentence[]; onSeek?: (seconds: number) => void; open: boolean; untimed?: boolean }) {
  return (
    <details className="border-t border-slate-100 pt-4" open={open} data-testid="star-sentences">
      <summary className="cursor-pointer rounded text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
        How each sentence was read (STAR)
        <span className="font-normal text-slate-500"> · {sentences.length === 1 ? '1 sentence' : `${sentences.length} sentences`}</span>
      </summary>
      <ol className="mt-3 space-y-2">
        {sentences.map((s, i) => (
          <li key={`${s.start}-${i}`} className="rounded-lg border border-slate-200 px-3 py-2 text-sm" data-testid="star-sentence">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className={cx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', s.part ? PART_STYLES[s.part] : 'bg-slate-100 text-slate-700')}>{s.part ? STAR_PART_LABELS[s.part] : NO_STAR_PART}</span>
              <SentenceWords sentence={s} onSeek={onSeek} untimed={untimed} />
            </div>
            <p className="mt-1 text-xs break-words text-slate-600">{starReasonText(s.part, s.reason)}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
