import type { DownloadReport } from '@rehearse/contract/analysis-api';
import { reportFileName } from './report-filename.ts';
import type { ReportMoments } from './report-moments.ts';
import { renderReportPdf } from './report-pdf.ts';
import { saveFile } from './save-file.ts';

/** 'Download PDF', on the detail page and on a list card alike: the report laid out as a PDF and saved as `name`'s file. */
export async function saveReportPdf(name: string, report: DownloadReport, moments: ReportMoments | undefined, now = new Date()): Promise<void> {
  const pdf = await renderReportPdf(report, moments, now);
  saveFile(reportFileName(name, now, 'pdf'), pdf, 'application/pdf');
}
