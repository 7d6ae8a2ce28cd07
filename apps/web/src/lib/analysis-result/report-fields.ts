import type { DownloadReport } from '@rehearse/contract/analysis-api';
import { formatDuration, formatFrameShare, formatScore, formatWpm, NOT_MEASURED, orNotMeasured } from '@rehearse/contract/number-format';

/** How the printed and the PDF report name a metric key: 'average_eye_contact_score' → 'Eye contact'. */
export const metricLabel = (key: string): string =>
  key === 'own_time' ? 'Your speaking time' : key.replace(/^average_/, '').replace(/_score$/, '').replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A metric in the format of its kind: a share of frames, a pace, a length, a score, else a count. */
export const metricText = (key: string, v: number | boolean | null, fraction: boolean): string => {
  if (v === null) return NOT_MEASURED;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (fraction) return formatFrameShare(v);
  if (key.startsWith('speaking_pace')) return formatWpm(v);
  if (key === 'duration' || key === 'own_time') return formatDuration(v);
  if (key.endsWith('_score')) return formatScore(v);
  return String(Math.round(v * 10) / 10);
};

/** A metrics table's rows; `fraction`: the numbers are shares of frames (the video metrics). */
export const metricRows = (metrics: Record<string, number | boolean | null>, fraction: boolean): Array<[string, string]> =>
  Object.entries(metrics).map(([key, v]) => [metricLabel(key), metricText(key, v, fraction && typeof v === 'number')]);

/**
 * The score tiles of a report: overall, video, audio and, when the content was judged, answer content — a part of
 * the overall (30 % of it): without it an overall of 66.5 printed beside video 81.2 and audio 87.5 read as lower than
 * both of its parts.
 */
export function scoreTiles(report: DownloadReport): Array<[string, string]> {
  const tiles: Array<[string, string]> = [
    ['Overall', orNotMeasured(report.overall_score, formatScore)],
    ['Video', orNotMeasured(report.video_score, formatScore)],
    ['Audio', orNotMeasured(report.audio_score, formatScore)],
  ];
  if (report.content?.status === 'judged' && report.content.score !== null) tiles.push(['Answer content', formatScore(report.content.score)]);
  return tiles;
}
