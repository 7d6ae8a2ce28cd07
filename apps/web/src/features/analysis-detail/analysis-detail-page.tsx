import { analysisUrls } from '@rehearse/contract/analysis-api';
import { completedOnText, DETAIL_MESSAGES, duplicatesTotalSuffix } from '../../lib/analysis-messages.ts';
import { AlertTriangle, ArrowLeft, FileQuestion, Loader2 } from 'lucide-react';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { openPrintWindow } from '../../lib/analysis-result/printable-report.ts';
import { reportFileName } from '../../lib/analysis-result/report-filename.ts';
import { buildReportJson } from '../../lib/analysis-result/report-json.ts';
import { toResultView, type ResultView } from '../../lib/analysis-result/result-view.ts';
import { saveTextFile } from '../../lib/analysis-result/save-file.ts';
import { notify } from '../../lib/toast.ts';
import { useAnalysisDetail } from './api/use-analysis-detail.ts';
import { AudioPerformanceCard } from './components/audio-performance-card.tsx';
import { FeedbackPanels } from './components/feedback-panels.tsx';
import { InsightsCard } from './components/insights-card.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { RecordingPlayer } from './components/recording-player.tsx';
import { TimelineChart } from './components/timeline-chart.tsx';
import { VideoPerformanceCard } from './components/video-performance-card.tsx';
import { detailErrorMessage, detailIdentifier, isInvalidData, isNotFound } from './detail-rules.ts';
import { qualityNotes } from './quality-notes.ts';
import { MockInterviewReport } from '../mock-interview/components/mock-interview-report.tsx';
import { mockQuestionsOf } from '../mock-interview/mock-questions-of.ts';

function StateScreen({ icon, title, message, extra }: { icon: ReactNode; title: string; message: string; extra?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardBody className="flex flex-col items-center py-10 text-center">
          <div className="mb-4 rounded-full bg-red-50 p-3 text-red-600 [&_svg]:size-6">{icon}</div>
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{message}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {extra}
            <Link to="/analyses" className={buttonClasses('primary')}>
              <ArrowLeft className="size-4" aria-hidden="true" /> {DETAIL_MESSAGES.backToAnalyses}
            </Link>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}

export function AnalysisDetailPage() {
  const params = useParams();
  const id = detailIdentifier({ sessionId: params.sessionId, filename: params.filename });
  const query = useAnalysisDetail(id);
  const detail = query.data;
  const sessionId = detail?.session.session_id ?? null;
  const results = detail?.results ?? null;
  const view: ResultView | null = useMemo(() => (results ? toResultView(results) : null), [results]);

  const videoRef = useRef<HTMLVideoElement>(null);
  const seek = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    video.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    void video.play?.()?.catch(() => undefined);
  }, []);

  const originalName = detail?.session.video_upload?.original_filename ?? (id?.kind === 'filename' ? id.filename : null);
  const report = useCallback(() => {
    if (!sessionId || !view) {
      notify.error(DETAIL_MESSAGES.noSessionForDownload);
      return null;
    }
    const name = originalName || sessionId;
    return { name, json: buildReportJson({ filename: name, view, now: new Date() }) };
  }, [sessionId, view, originalName]);

  const download = useCallback(() => {
    const r = report();
    if (!r) return;
    notify.info(DETAIL_MESSAGES.preparingDownload);
    try {
      saveTextFile(reportFileName(r.name, new Date()), JSON.stringify(r.json, null, 2));
      notify.success(DETAIL_MESSAGES.downloaded);
    } catch {
      notify.error(DETAIL_MESSAGES.downloadFailed);
    }
  }, [report]);

  const print = useCallback(() => {
    const r = report();
    if (!r) return;
    const target = openPrintWindow();
    if (!target) notify.error(DETAIL_MESSAGES.downloadFailed);
    else target.show(r.json);
  }, [report]);

  if (!id) return <StateScreen icon={<AlertTriangle />} title={DETAIL_MESSAGES.errorTitle} message={DETAIL_MESSAGES.invalidIdentifier} />;
  if (query.isPending) return <PageSpinner label={DETAIL_MESSAGES.loading} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <StateScreen icon={<FileQuestion />} title={DETAIL_MESSAGES.notFoundTitle} message={DETAIL_MESSAGES.notFoundText} />;
    if (isInvalidData(query.error)) return <StateScreen icon={<AlertTriangle />} title={DETAIL_MESSAGES.dataErrorTitle} message={DETAIL_MESSAGES.dataErrorText} />;
    return <StateScreen icon={<AlertTriangle />} title={DETAIL_MESSAGES.errorTitle} message={detailErrorMessage(query.error)} />;
  }
  const data = query.data;
  if (data.status === 'failed') {
    const reason = data.session.error ? `: ${data.session.error}` : '';
    return <StateScreen icon={<AlertTriangle />} title={DETAIL_MESSAGES.errorTitle} message={`${DETAIL_MESSAGES.failedToComplete}${reason}`} />;
  }
  if (data.status !== 'completed') {
    return (
      <StateScreen
        icon={<Loader2 />}
        title={DETAIL_MESSAGES.errorTitle}
        message={DETAIL_MESSAGES.stillInProgress}
        extra={
          <Link to={`/analysis/progress/${encodeURIComponent(data.session.session_id)}`} className={buttonClasses('outline')}>
            Check Progress
          </Link>
        }
      />
    );
  }
  if (!view) return <StateScreen icon={<AlertTriangle />} title={DETAIL_MESSAGES.dataErrorTitle} message={DETAIL_MESSAGES.dataErrorText} />;

  const title = data.unique_display_name || originalName || data.session.display_name;
  const completedOn = (data.session.end_time ? new Date(data.session.end_time) : new Date()).toLocaleDateString();
  const notes = qualityNotes(view.qualityFlags);
  const mockQuestions = mockQuestionsOf(data.results);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link to="/analyses" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {DETAIL_MESSAGES.backToAnalyses}
      </Link>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-500">{completedOnText(completedOn)}</p>
        {data.duplicate_warning && (
          <Alert tone="info" className="mt-4">
            {DETAIL_MESSAGES.duplicates}
            {data.total_duplicates > 1 ? duplicatesTotalSuffix(data.total_duplicates) : ''}
          </Alert>
        )}
        {notes.length > 0 && (
          <Alert tone="warning" className="mt-4" title="About these measurements">
            <ul className="list-disc pl-4">
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </Alert>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {mockQuestions ? (
            <MockInterviewReport questions={mockQuestions} />
          ) : (
            <RecordingPlayer mediaUrl={analysisUrls.media(data.session.session_id)} videoRef={videoRef} transcript={view.transcript} fillers={view.fillers} onSeek={seek} engines={results?.engines} />
          )}
          {view.timeline.length > 0 && <TimelineChart timeline={view.timeline} fillers={view.fillers} onSeek={seek} />}
          <VideoPerformanceCard view={view} />
          <AudioPerformanceCard view={view} />
          <InsightsCard insights={view.insights} />
        </div>
        <aside className="space-y-6">
          <FeedbackPanels view={view} />
          <QuickActions onDownload={download} onPrint={print} />
        </aside>
      </div>
    </div>
  );
}
