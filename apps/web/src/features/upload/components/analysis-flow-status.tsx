import { STAGE_LABELS } from '../../../lib/analysis-status-labels.ts';
import { ANALYSIS_FLOW_MESSAGES } from '../../../lib/analysis-messages.ts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { RECORDING_NOUN, type RecordingKind } from '../upload-texts.ts';
import type { FlowState } from '../use-analysis-flow.ts';

function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="tabular-nums text-slate-500">{value}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2.5 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-500" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

const progressLink = (sessionId: string) => `/analysis/progress/${encodeURIComponent(sessionId)}`;

/** Upload percent, then analysis stage and percent, then the outcome; `kind` names the file (a video, an audio recording). */
export function AnalysisFlowStatus({ state, kind = 'video' }: { state: FlowState; kind?: RecordingKind }) {
  const uploading = `Uploading ${RECORDING_NOUN[kind]}`;
  switch (state.phase) {
    case 'idle':
      return null;
    case 'uploading':
      return <ProgressBar label={uploading} percent={state.percent} />;
    case 'starting':
      return (
        <div className="space-y-4">
          <ProgressBar label={uploading} percent={100} />
          <ProgressBar label="Starting analysis" percent={0} />
        </div>
      );
    case 'processing':
      return (
        <div className="space-y-4" aria-live="polite">
          <ProgressBar label={uploading} percent={100} />
          <ProgressBar label={`Analyzing: ${STAGE_LABELS[state.stage]}`} percent={state.progress} />
        </div>
      );
    case 'completed':
      return (
        <Alert tone="success" title={ANALYSIS_FLOW_MESSAGES.completed}>
          <p>Opening your results…</p>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error" title={state.title}>
          {state.message !== state.title && <p>{state.message}</p>}
        </Alert>
      );
    case 'timed-out':
      return (
        <Alert tone="warning" title={ANALYSIS_FLOW_MESSAGES.timedOut}>
          <p>
            The analysis has not reported progress for a while. It keeps running on the server;{' '}
            <Link className="font-medium underline" to={progressLink(state.sessionId)}>
              check its progress
            </Link>
            .
          </p>
        </Alert>
      );
  }
}
