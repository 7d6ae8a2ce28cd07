import type { InsightSource } from '@rehearse/contract/analysis-result';

/** The tag's text per source: 'AI' only on text a model wrote; a missing source is the built-in rules. */
export const SOURCE_TAG_LABELS: Record<InsightSource, string> = { model: 'AI', 'built-in': 'built-in coach' };

/** Says which engine wrote a text, so 'AI' only ever labels model-written text. */
export function SourceTag({ source }: { source: InsightSource | undefined }) {
  return (
    <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
      {SOURCE_TAG_LABELS[source ?? 'built-in']}
    </span>
  );
}
