import { formatScore } from '@rehearse/contract/number-format';
import type { DownloadReport } from '@rehearse/contract/analysis-api';
import type { ResultView } from './result-view.ts';

export interface ReportInput {
  /** The uploaded file's name, else the session id. */
  filename: string;
  view: ResultView;
  now: Date;
}

/** The downloaded report: the session's scores, feedback and transcript as JSON. */
export function buildReportJson({ filename, view, now }: ReportInput): DownloadReport {
  return {
    filename,
    timestamp: now.toISOString(),
    overall_score: view.overallScore,
    video_score: view.videoScore,
    audio_score: view.audioScore,
    strengths: view.strengths,
    improvements: view.improvements,
    strategies: view.strategies,
    video_metrics: { ...view.videoMetrics },
    audio_metrics: { ...view.audioMetrics },
    analysis_summary: view.insights.summary || summarise(view),
    ...(view.content ? { content: view.content } : {}),
    transcript: view.transcript,
  };
}

function summarise(view: ResultView): string {
  const part = (label: string, v: number | null) => `${label} ${v === null ? 'not measured' : formatScore(v)}`;
  return `${part('Overall', view.overallScore)}; ${part('video', view.videoScore)}; ${part('audio', view.audioScore)}.`;
}
