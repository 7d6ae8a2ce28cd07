import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { LIST_MESSAGES, versionBadgeText } from '../../../lib/analysis-messages.ts';
import { formatDuration } from '@rehearse/contract/number-format';
import { Calendar, Clock, Download, Eye, FileText, Loader2, Pencil, Printer, Timer, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ScoreTile } from '../../../components/ui/score-tile.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { audioScoreOf, contentScoreOf, incompleteOverallLabelOf, overallScoreOf, sessionTitle, videoScoreOf } from '../../../lib/session-scores.ts';
import { fullAnalysisPath, matchesStatus, processingSeconds, recordingSeconds } from '../list-view.ts';

export interface AnalysisCardProps {
  session: AnalysisSession;
  onDownload: (session: AnalysisSession) => void;
  /** Saves the detail page's PDF report (save-report-pdf.ts). */
  onDownloadPdf: (session: AnalysisSession) => void;
  onPrint: (session: AnalysisSession) => void;
  onRename: (session: AnalysisSession) => void;
  onDelete: (session: AnalysisSession) => void;
}

export function AnalysisCard({ session, onDownload, onDownloadPdf, onPrint, onRename, onDelete }: AnalysisCardProps) {
  const title = sessionTitle(session, LIST_MESSAGES.untitled);
  const start = new Date(session.start_time);
  const recording = recordingSeconds(session);
  const processing = processingSeconds(session);
  const scores = { overall: overallScoreOf(session), video: videoScoreOf(session), audio: audioScoreOf(session), content: contentScoreOf(session) };
  const completed = session.status === 'completed';
  const unfinished = matchesStatus(session, 'processing');

  return (
    <Card className="@container flex min-w-0 flex-col p-5" data-testid="analysis-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 flex-1 truncate font-semibold text-slate-900" title={title}>
          {title}
        </h2>
        <div className="shrink-0">
          <StatusBadge status={session.status} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {session.category === 'video_upload' && session.duplicate_index > 0 && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {versionBadgeText(session.duplicate_index + 1, session.total_duplicates)}
          </span>
        )}
        {session.category === 'mock_interview' && (
          <span className="rounded-full bg-purple-50 px-2 py-0.5 text-xs font-medium text-purple-700">Mock Interview</span>
        )}
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
        <div className="flex items-center gap-1">
          <Calendar className="size-4" aria-hidden="true" />
          <dt className="sr-only">Date</dt>
          <dd>{start.toLocaleDateString()}</dd>
        </div>
        <div className="flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          <dt className="sr-only">Time</dt>
          <dd>{start.toLocaleTimeString()}</dd>
        </div>
        {recording !== null && (
          <div className="flex items-center gap-1">
            <Timer className="size-4" aria-hidden="true" />
            <dt className="sr-only">Recording length</dt>
            <dd data-testid="recording-length">{formatDuration(recording)} recording</dd>
          </div>
        )}
        {processing !== null && (
          <div className="flex items-center gap-1">
            <dt>Processing time</dt>
            <dd>{formatDuration(processing)}</dd>
          </div>
        )}
      </dl>
      {completed && (
        // Answer Content only where it was judged and so is part of the overall: it explains an overall below both others.
        // Tiles go side by side by the card's own width, not the window's (cards sit two or three to a row on wider
        // screens): each keeps room for 'Not measured' on whole words. In a phone's card, three tiles are the overall
        // across the top, video and audio below.
        <div className={`mt-4 grid gap-2 ${scores.content === null ? 'grid-cols-2 @xs:grid-cols-3' : 'grid-cols-2 @md:grid-cols-4'}`} data-testid="score-tiles">
          <ScoreTile
            label="Overall Score"
            score={scores.overall}
            incompleteLabel={incompleteOverallLabelOf(session)}
            className={scores.content === null ? 'col-span-2 @xs:col-span-1' : undefined}
          />
          <ScoreTile label="Video Performance" score={scores.video} />
          <ScoreTile label="Audio Performance" score={scores.audio} />
          {scores.content !== null && <ScoreTile label="Answer Content" score={scores.content} />}
        </div>
      )}
      {session.status === 'failed' && session.error && <p className="mt-3 text-sm text-red-600">{session.error}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={fullAnalysisPath(session)} className={buttonClasses('primary', 'sm')}>
          <Eye className="size-4" aria-hidden="true" /> View Full Analysis
        </Link>
        {unfinished && (
          <Link to={`/analysis/progress/${encodeURIComponent(session.session_id)}`} className={buttonClasses('outline', 'sm')}>
            <Loader2 className="size-4" aria-hidden="true" /> Check Progress
          </Link>
        )}
        {completed && (
          <>
            <Button variant="outline" size="sm" onClick={() => onDownload(session)} icon={<Download className="size-4" aria-hidden="true" />}>
              Download Report
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDownloadPdf(session)} icon={<FileText className="size-4" aria-hidden="true" />}>
              Download PDF
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onPrint(session)} icon={<Printer className="size-4" aria-hidden="true" />}>
              Print Report
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" onClick={() => onRename(session)} icon={<Pencil className="size-4" aria-hidden="true" />} aria-label={`Rename ${title}`}>
          Rename
        </Button>
        {!unfinished && (
          <Button variant="ghost" size="sm" onClick={() => onDelete(session)} icon={<Trash2 className="size-4" aria-hidden="true" />} aria-label={`Delete ${title}`}>
            Delete
          </Button>
        )}
      </div>
    </Card>
  );
}
