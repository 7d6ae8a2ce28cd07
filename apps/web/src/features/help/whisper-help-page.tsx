import Markdown, { type Components } from 'react-markdown';
import operationsGuide from '../../../../../docs/OPERATIONS.md?raw';
import { markdownSection } from './markdown-section.ts';

/** The heading of the operations guide's section this page shows. */
export const WHISPER_HELP_HEADING = 'Whisper transcription';

/** The section's own heading (`##` in the guide) is this page's title: every level moves up one, so the page has its h1. */
const ONE_LEVEL_UP: Components = { h2: 'h1', h3: 'h2', h4: 'h3', h5: 'h4' };

/**
 * How to set up accurate transcripts, linked from the engine note under every PocketSphinx transcript. The text is
 * the operations guide's own section (bundled at build time), so the page and docs/OPERATIONS.md never disagree.
 */
export function WhisperHelpPage() {
  const section = markdownSection(operationsGuide, WHISPER_HELP_HEADING) ?? `## ${WHISPER_HELP_HEADING}\nSee docs/OPERATIONS.md.`;
  return (
    // Inside the layout's <main>: a second one would be a landmark error. Long commands and paths wrap, code blocks and
    // tables scroll inside themselves, so the page is never wider than a phone.
    <div className="mx-auto max-w-3xl px-4 py-10">
      <article className="prose prose-slate max-w-none min-w-0 space-y-4 text-sm leading-6 text-slate-700 [overflow-wrap:anywhere] [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:text-slate-900 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_table]:my-2 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2">
        <Markdown components={ONE_LEVEL_UP}>{section}</Markdown>
      </article>
    </div>
  );
}
