import Markdown from 'react-markdown';

/** A coach reply as Markdown; raw HTML in it is dropped, never rendered. */
export function CoachMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-4 [&_ul]:list-disc">
      <Markdown skipHtml>{text}</Markdown>
    </div>
  );
}
