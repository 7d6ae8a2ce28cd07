import Markdown from 'react-markdown';
import operationsGuide from '../../../../../docs/OPERATIONS.md?raw';
import { markdownSection } from './markdown-section.ts';

/** The heading of the operations guide's section this page shows. */
export const WHISPER_HELP_HEADING = 'Whisper transcription';

/**
 * How to set up accurate transcripts, linked from the engine note under every PocketSphinx transcript. The text is
 * the operations guide's own section (bundled at build time), so the page and docs/OPERATIONS.md never disagree.
 */
export function WhisperHelpPage() {
  const section = markdownSection(operationsGuide, WHISPER_HELP_HEADING) ?? `## ${WHISPER_HELP_HEADING}\nSee docs/OPERATIONS.md.`;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <article className="prose prose-slate max-w-none space-y-4 text-sm leading-6 text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_table]:my-2 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2">
        <Markdown>{section}</Markdown>
      </article>
    </main>
  );
}
