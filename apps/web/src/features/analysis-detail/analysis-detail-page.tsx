import { analysisUrls } from '@rehearse/contract/analysis-api';
import { completedOnText, DETAIL_MESSAGES, duplicatesTotalSuffix } from '../../lib/analysis-messages.ts';
import { AlertTriangle, ArrowLeft, FileQuestion, Loader2 } from 'lucide-react';
import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { useVideoSeek } from '../../lib/use-video-seek.ts';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { openPrintWindow } from '../../lib/analysis-result/printable-report.ts';
import { resultReportMoments, resultScoreBreakdown } from '../../lib/analysis-result/report-headline.ts';
import { coachQuestionFor } from './coach-question.ts';
import { reportFileName } from '../../lib/analysis-result/report-filename.ts';
import { reportOfAnalysis } from '../../lib/analysis-result/report-heading.ts';
import { toResultView, type ResultView } from '../../lib/analysis-result/result-view.ts';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { OverallScoreHeadline } from '../../components/ui/overall-score-headline.tsx';
import { saveReportPdf } from '../../lib/analysis-result/save-report-pdf.ts';
import { saveTextFile } from '../../lib/analysis-result/save-file.ts';
import { notify } from '../../lib/toast.ts';
import { useAnalysisDetail } from './api/use-analysis-detail.ts';
import { AudioPerformanceCard } from './components/audio-performance-card.tsx';
import { FeedbackPanels } from './components/feedback-panels.tsx';
import { InterviewQuestionsCard } from './components/interview-questions-card.tsx';
import { SpeakersCard } from './components/speakers-card.tsx';
import { interviewerTurns, interviewerWords } from './speaker-view.ts';
import { playStretch } from './play-stretch.ts';
import { InsightsCard } from './components/insights-card.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { practiceLink } from './practice-link.ts';
import { isAudioOnly } from './audio-only.ts';
import { RecordingPlayer } from './components/recording-player.tsx';
import { VideoPerformanceOrReason } from './components/video-performance-or-reason.tsx';
import { detailErrorMessage, detailIdentifier, isInvalidData, isNotFound } from './detail-rules.ts';
import { qualityNotes } from './quality-notes.ts';
import { localTitle } from '../../lib/local-title.ts';
import { formatLocalDate } from '../../lib/local-date.ts';
import { AnswerContentCard } from '../../components/answer-content/answer-content-card.tsx';
import { MockInterviewReport } from '../../components/mock-report/mock-interview-report.tsx';
import { mockQuestionsOf } from '../../lib/mock-questions-of.ts';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { mockFiguresBasis, mockFiguresTarget } from './mock-figures-basis.ts';
import { TimelineWithViewerComments } from './components/timeline-with-viewer-comments.tsx';

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

/** What the page hands the spoken conversation the router gives it (the mock interview feature's); absent, it shows none. */
export interface ReportConversationSlotProps {
  reportId: string;
  questions: readonly MockQuestionResult[];
}

/** What the page hands the sharing panel the router gives it (the sharing feature's); absent, the page shows none. */
export interface SharingPanelSlotProps {
  analysisId: string;
  onSeek: (seconds: number) => void;
  mockInterview: boolean;
}

export function AnalysisDetailPage({
  SharingPanel,
  Conversation,
}: { SharingPanel?: ComponentType<SharingPanelSlotProps>; Conversation?: ComponentType<ReportConversationSlotProps> } = {}) {
  const params = useParams();
  const id = detailIdentifier({ sessionId: params.sessionId, filename: params.filename });
  const query = useAnalysisDetail(id);
  const detail = query.data;
  const sessionId = detail?.session.session_id ?? null;
  const results = detail?.results ?? null;
  const view: ResultView | null = useMemo(() => (results ? toResultView(results) : null), [results]);

  const { videoRef, seek } = useVideoSeek<HTMLMediaElement>();

  const originalName = detail?.session.video_upload?.original_filename ?? (id?.kind === 'filename' ? id.filename : null);
  const report = useCallback(() => {
    if (!detail || !sessionId || !view) {
      notify.error(DETAIL_MESSAGES.noSessionForDownload);
      return null;
    }
    return reportOfAnalysis(detail, originalName, view);
  }, [detail, sessionId, view, originalName]);

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

  const downloadPdf = useCallback(async () => {
    const r = report();
    if (!r) return;
    notify.info(DETAIL_MESSAGES.preparingDownload);
    try {
      await saveReportPdf(r.name, r.json, results ? resultReportMoments(results) : undefined);
      notify.success(DETAIL_MESSAGES.downloaded);
    } catch {
      notify.error(DETAIL_MESSAGES.downloadFailed);
    }
  }, [report, results]);

  const print = useCallback(() => {
    const r = report();
    if (!r) return;
    const target = openPrintWindow();
    if (!target) notify.error(DETAIL_MESSAGES.downloadFailed);
    else {
      notify.info(DETAIL_MESSAGES.savePdfHint);
      target.show(r.json, results ? resultReportMoments(results) : undefined);
    }
  }, [report, results]);

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
  if (!view || !results) return <StateScreen icon={<AlertTriangle />} title={DETAIL_MESSAGES.dataErrorTitle} message={DETAIL_MESSAGES.dataErrorText} />;

  const title = localTitle(data.unique_display_name || originalName || data.session.display_name);
  const completedOn = formatLocalDate(data.session.end_time ?? new Date());
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
        <OverallScoreHeadline breakdown={resultScoreBreakdown(results)} className="mt-4" />
        {/* 'Showing results for the most recent upload' is only true where the file name chose the analysis. */}
        {data.duplicate_warning && id.kind === 'filename' && (
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
            <>
              <MockInterviewReport questions={mockQuestions} reportId={data.session.session_id} />
              {Conversation && <Conversation reportId={data.session.session_id} questions={mockQuestions} />}
            </>
          ) : (
            <RecordingPlayer mediaUrl={analysisUrls.media(data.session.session_id)} videoRef={videoRef} audioOnly={isAudioOnly(view)} transcript={view.transcript} fillers={view.fillers} onSeek={seek} engines={results?.engines}
              interviewerWords={interviewerWords(results.speakers)}
            />
          )}
          {!mockQuestions && view.content && <AnswerContentCard content={view.content} onSeek={seek} />}
          {results.speakers && (
            <SpeakersCard
              sessionId={data.session.session_id}
              speakers={results.speakers}
              duration={results.quality.media_duration}
              onSeek={seek}
              onPlaySample={(stretch) => playStretch(videoRef.current, stretch)}
            />
          )}
          {results.interview_questions && results.interview_questions.length > 0 && <InterviewQuestionsCard questions={results.interview_questions} opening={results.interview_opening} onSeek={seek} />}
          {view.timeline.length > 0 && <TimelineWithViewerComments analysisId={data.session.session_id} timeline={view.timeline} fillers={view.fillers} onSeek={seek} interviewerTurns={interviewerTurns(results.speakers)} />}
          <VideoPerformanceOrReason view={view} basis={mockFiguresBasis(mockQuestions, overallMakeupOf(results))} />
          <AudioPerformanceCard view={view} interview={(results.interview_questions?.length ?? 0) > 0} basis={mockFiguresBasis(mockQuestions, overallMakeupOf(results))} lengthTarget={mockFiguresTarget(mockQuestions, overallMakeupOf(results))} />
          <InsightsCard insights={view.insights} />
        </div>
        <aside className="space-y-6">
          <FeedbackPanels view={view} />
          <QuickActions onDownload={download} onDownloadPdf={() => void downloadPdf()} onPrint={print} coachQuestion={coachQuestionFor(originalName || data.session.display_name, view)} practiceTo={practiceLink(mockQuestions)} />
          {SharingPanel && <SharingPanel analysisId={data.session.session_id} onSeek={seek} mockInterview={mockQuestions !== null} />}
        </aside>
      </div>
    </div>
  );
}
