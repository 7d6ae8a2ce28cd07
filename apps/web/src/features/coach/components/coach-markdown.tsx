import Markdown from 'react-markdown';
import { withLocalTitleTimes } from '../../../lib/local-title.ts';

/**
 * A coach reply as Markdown; raw HTML in it is dropped, never rendered. The server quotes titles with their UTC stamp
 * (it knows no user's time zone): they read in local time here, as on the report and the lists.
 */
export function CoachMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-4 [&_ul]:list-disc">
      <Markdown skipHtml>{withLocalTitleTimes(text)}</Markdown>
    </div>
  );
}
