import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { DETAIL_MESSAGES } from '../../lib/analysis-messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { openPrintWindow } from '../../lib/analysis-result/printable-report.ts';
import { reportFileName } from '../../lib/analysis-result/report-filename.ts';
import { resultReportMoments } from '../../lib/analysis-result/report-headline.ts';
import { reportOfAnalysis } from '../../lib/analysis-result/report-heading.ts';
import { toResultView } from '../../lib/analysis-result/result-view.ts';
import { saveTextFile } from '../../lib/analysis-result/save-file.ts';
import { saveReportPdf } from '../../lib/analysis-result/save-report-pdf.ts';
import { notify } from '../../lib/toast.ts';
import { analysisBySessionQuery } from '../../lib/analysis-result/get-analysis-by-session.ts';

type ReportSession = Pick<AnalysisSession, 'session_id' | 'video_upload'>;

/**
 * The list's 'Download Report' (the session and its results as JSON), 'Download PDF' (the detail page's PDF) and
 * 'Print Report' (print dialog → PDF).
 */
export function useReportDownload() {
  const queryClient = useQueryClient();

  const load = useCallback(
    async (session: ReportSession) => {
      const data = await queryClient.fetchQuery(analysisBySessionQuery(session.session_id));
      if (!data.results) throw new Error(DETAIL_MESSAGES.dataErrorText);
      const view = toResultView(data.results);
      // Headed as on the analysis's own page: its title (file name) and the date it was made, not the download's.
      const { name, json } = reportOfAnalysis(data, data.session.video_upload?.original_filename ?? session.video_upload?.original_filename ?? null, view);
      return { name, report: json, moments: resultReportMoments(data.results) };
    },
    [queryClient],
  );

  const downloadJson = useCallback(
    async (session: ReportSession) => {
      notify.info(DETAIL_MESSAGES.preparingDownload);
      try {
        const { name, report } = await load(session);
        saveTextFile(reportFileName(name, new Date()), JSON.stringify(report, null, 2));
        notify.success(DETAIL_MESSAGES.downloaded);
      } catch {
        notify.error(DETAIL_MESSAGES.downloadFailed);
      }
    },
    [load],
  );

  const downloadPdf = useCallback(
    async (session: ReportSession) => {
      notify.info(DETAIL_MESSAGES.preparingDownload);
      try {
        const { name, report, moments } = await load(session);
        await saveReportPdf(name, report, moments);
        notify.success(DETAIL_MESSAGES.downloaded);
      } catch {
        notify.error(DETAIL_MESSAGES.downloadFailed);
      }
    },
    [load],
  );

  const print = useCallback(
    async (session: ReportSession) => {
      const target = openPrintWindow();
      if (!target) {
        notify.error(DETAIL_MESSAGES.downloadFailed);
        return;
      }
      try {
        const { report, moments } = await load(session);
        target.show(report, moments);
      } catch {
        target.fail();
        notify.error(DETAIL_MESSAGES.downloadFailed);
      }
    },
    [load],
  );

  return { downloadJson, downloadPdf, print };
}
