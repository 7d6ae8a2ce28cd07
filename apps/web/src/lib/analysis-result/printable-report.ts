import type { DownloadReport } from '@rehearse/contract/analysis-api';
import type { ReportMoments } from './report-moments.ts';
import { formatClock } from '@rehearse/contract/number-format';
import { metricRows, scoreTiles } from './report-fields.ts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const list = (title: string, items: string[]): string =>
  items.length === 0 ? '' : `<h2>${escapeHtml(title)}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

function momentsHtml(moments: ReportMoments | undefined): string {
  if (!moments) return '';
  const excerpt = moments.transcriptExcerpt ? `<h2>Transcript excerpt</h2><blockquote>${escapeHtml(moments.transcriptExcerpt)}</blockquote>` : '';
  const timeline = moments.timeline.length
    ? `<h2>Timeline</h2><table>${moments.timeline.map((m) => `<tr><th>${formatClock(m.from)}–${formatClock(m.to)}</th><td>${escapeHtml(m.text)}</td></tr>`).join('')}</table>`
    : '';
  return excerpt + timeline;
}

/**
 * A self-contained, print-styled HTML document of the report: scores, findings, metrics and, when
 * given, the transcript excerpt and timeline. The browser's print dialog saves it as PDF (decision 028).
 */
export function buildPrintableReportHtml(report: DownloadReport, moments?: ReportMoments): string {
  const rows = (metrics: Record<string, number | boolean | null>, fraction: boolean) =>
    metricRows(metrics, fraction)
      .map(([name, text]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(text)}</td></tr>`)
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
${(moments?.headline?.tiles ?? scoreTiles(report))
  .map(([name, text]) => `  <div class="score">${escapeHtml(name)}<b>${escapeHtml(text)}</b></div>`)
  .join('\n')}
</div>
${(moments?.headline?.notes ?? []).map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
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
