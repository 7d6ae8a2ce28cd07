import type { DownloadReport } from '@rehearse/contract/analysis-api';
import type { ReportMoments } from './report-moments.ts';
import { formatDuration, formatFrameShare, formatScore, formatWpm, NOT_MEASURED } from '@rehearse/contract/number-format';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const label = (key: string): string =>
  key.replace(/^average_/, '').replace(/_score$/, '').replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A metric in the format of its kind: a share of frames, a pace, a length, a score, else a count. */
const value = (key: string, v: number | boolean | null, fraction: boolean): string => {
  if (v === null) return NOT_MEASURED;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (fraction) return formatFrameShare(v);
  if (key.startsWith('speaking_pace')) return formatWpm(v);
  if (key === 'duration') return formatDuration(v);
  if (key.endsWith('_score')) return formatScore(v);
  return String(Math.round(v * 10) / 10);
};

const list = (title: string, items: string[]): string =>
  items.length === 0 ? '' : `<h2>${escapeHtml(title)}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

const score = (v: number | null): string => (v === null ? NOT_MEASURED : formatScore(v));

/**
 * The answer-content tile, when the content was judged: it is a part of the overall (30 % of it), and without it an
 * overall of 66.5 printed beside video 81.2 and audio 87.5 read as lower than both of its parts.
 */
const contentTile = (report: DownloadReport): string =>
  report.content?.status === 'judged' && report.content.score !== null
    ? `  <div class="score">Answer content<b>${escapeHtml(score(report.content.score))}</b></div>\n`
    : '';

const clock = (s: number): string => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

function momentsHtml(moments: ReportMoments | undefined): string {
  if (!moments) return '';
  const excerpt = moments.transcriptExcerpt ? `<h2>Transcript excerpt</h2><blockquote>${escapeHtml(moments.transcriptExcerpt)}</blockquote>` : '';
  const timeline = moments.timeline.length
    ? `<h2>Timeline</h2><table>${moments.timeline.map((m) => `<tr><th>${clock(m.from)}–${clock(m.to)}</th><td>${escapeHtml(m.text)}</td></tr>`).join('')}</table>`
    : '';
  return excerpt + timeline;
}

/**
 * A self-contained, print-styled HTML document of the report: scores, findings, metrics and, when
 * given, the transcript excerpt and timeline. The browser's print dialog saves it as PDF (decision 028).
 */
export function buildPrintableReportHtml(report: DownloadReport, moments?: ReportMoments): string {
  const rows = (metrics: Record<string, number | boolean | null>, fraction: boolean) =>
    Object.entries(metrics)
      .map(([k, v]) => `<tr><th>${escapeHtml(label(k))}</th><td>${escapeHtml(value(k, v, fraction && typeof v === 'number'))}</td></tr>`)
      .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Interview analysis — ${escapeHtml(report.filename)}</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; color: #0f172a; max-width: 760px; margin: 32px auto; padding: 0 24px; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 1px solid #e2e8f0; }
  .muted { color: #64748b; } .scores { display: flex; gap: 16px; margin-top: 16px; }
  .score { flex: 1; border: 1px solid #cbd5e1; border-radius: 8px; padding: 12px; text-align: center; }
  .score b { display: block; font-size: 20px; } table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #f1f5f9; } th { font-weight: 500; width: 50%; }
  blockquote { margin: 0; padding: 8px 12px; border-left: 3px solid #cbd5e1; color: #334155; }
  @media print { body { margin: 0; } .score { break-inside: avoid; } }
</style></head><body>
<h1>Interview analysis report</h1>
<div class="muted">${escapeHtml(report.filename)} · ${escapeHtml(new Date(report.timestamp).toLocaleString())}</div>
<div class="scores">
  <div class="score">Overall<b>${escapeHtml(score(report.overall_score))}</b></div>
  <div class="score">Video<b>${escapeHtml(score(report.video_score))}</b></div>
  <div class="score">Audio<b>${escapeHtml(score(report.audio_score))}</b></div>
${contentTile(report)}</div>
<h2>Summary</h2><p>${escapeHtml(report.analysis_summary)}</p>
${list('Key Strengths', report.strengths)}
${list('Areas to Improve', report.improvements)}
${list('Action Plan', report.strategies)}
<h2>Video metrics</h2><table>${rows(report.video_metrics, true)}</table>
<h2>Audio metrics</h2><table>${rows(report.audio_metrics, false)}</table>
${momentsHtml(moments)}
</body></html>`;
}

/**
 * Opens the print window synchronously (inside the click, so pop-up blockers allow it) and returns a
 * function that fills it once the report is ready and opens the print dialog.
 */
export function openPrintWindow(): { show: (report: DownloadReport, moments?: ReportMoments) => void; fail: () => void } | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  win.document.write('<p style="font-family:sans-serif">Preparing report…</p>');
  return {
    show(report, moments) {
      win.document.open();
      win.document.write(buildPrintableReportHtml(report, moments));
      win.document.close();
      win.focus();
      win.print();
    },
    fail() {
      win.close();
    },
  };
}
