/** Says which engine wrote a text, so 'AI' only ever labels model-written text. */
export function SourceTag({ label }: { label: string }) {
  return <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</span>;
}
