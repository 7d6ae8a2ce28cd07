/** What a provisioned model's admin panel shows: the engine in use, the model and its state, and how it is set. */
export interface ModelStatusView {
  /** The heading's id stem, unique on the page. */
  id: string;
  heading: string;
  engine: string;
  modelLabel: string;
  /** The model's name, or null when none is configured. */
  model: string | null;
  state: string;
  message: string;
  setting: string;
}

/** Read-only panel of a model the server provisions (speech recognition, answer meaning). */
export function ModelStatusPanel({ view }: { view: ModelStatusView }) {
  return (
    <section aria-labelledby={`${view.id}-heading`} className="max-w-xl space-y-2 rounded-md border border-slate-200 p-4">
      <h2 id={`${view.id}-heading`} className="text-base font-semibold">
        {view.heading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Engine in use</dt>
        <dd>{view.engine}</dd>
        <dt className="text-slate-600">{view.modelLabel}</dt>
        <dd>{view.model === null ? '—' : `${view.model} (${view.state})`}</dd>
      </dl>
      <p className="text-sm text-slate-600">{view.message}</p>
      <p className="text-xs text-slate-500">{view.setting}</p>
    </section>
  );
}
