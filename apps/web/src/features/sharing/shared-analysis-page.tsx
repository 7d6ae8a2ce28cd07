import { sharingUrls } from '@rehearse/contract/sharing';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TimelineChart } from '../../components/timeline/timeline-chart.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ScoreTile } from '../../components/ui/score-tile.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useVideoSeek } from '../../lib/use-video-seek.ts';
import { useSharedAnalysis } from './api/get-shared-analysis.ts';
import { SharedComments } from './shared-comments.tsx';
import { SharedMockAnswers } from './shared-mock-answers.tsx';
import { sharedScoreTiles } from './shared-score-tiles.ts';
import { localTitle } from '../../lib/local-title.ts';
import { isWithdrawnShare } from './withdrawn-share.ts';

/** One analysis shared with the user: scores, feedback, timeline, transcript, the recording only where the owner included it, and the viewer's comments (also marked on the timeline). */
export function SharedAnalysisPage() {
  const { sessionId = '' } = useParams();
  const analysis = useSharedAnalysis(sessionId);
  const { videoRef, seek } = useVideoSeek();
  // A refusal met by something else on the page (a comment) ends it as surely as one met by the analysis itself.
  const [refused, setRefused] = useState<unknown>(null);
  const withdrawn = [analysis.error, refused].find(isWithdrawnShare);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/admin-panel" className="mb-4 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Shared with me
      </Link>
      {withdrawn ? (
        // Nothing to try again: the owner decided, and the page says so in the server's words.
        <>
          <PageHeader title="Shared analysis" />
          <Alert tone="warning" title={withdrawn.message}>
            <p>Ask its owner to share it with you again if you still need it.</p>
          </Alert>
        </>
      ) : (
        <QueryState query={analysis}>
          {({ analysis: item, results, comments }) => (
            <>
              <PageHeader title={localTitle(item.title)} description={`Shared by ${item.owner_name} · ${new Date(item.date).toLocaleString()}`} />
              {item.recording && (
                <Card className="mb-6 overflow-hidden">
                  <video ref={videoRef} controls preload="metadata" className="aspect-video w-full bg-black" src={sharingUrls.sharedMedia(item.id)} aria-label="Recording"
                    // A media element cannot read the refusal's status: ask once whether access was withdrawn.
                    onError={() => void analysis.refetch()} />
                </Card>
              )}
              <div className={`grid gap-4 ${sharedScoreTiles(results).length > 3 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
                {sharedScoreTiles(results).map((s) => (
                  // A tile names the score and reads 'Not measured' in words when there is none.
                  <ScoreTile key={s.label} label={s.label} score={s.score} incompleteLabel={s.incompleteLabel} className="bg-white p-4" />
                ))}
              </div>
              <div className="mt-6 grid gap-4 sm:grid-cols-2">
                <Card className="p-5">
                  <h2 className="font-semibold text-slate-900">Strengths</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {results.llm_feedback.strengths.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </Card>
                <Card className="p-5">
                  <h2 className="font-semibold text-slate-900">Areas for improvement</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {results.llm_feedback.improvements.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </Card>
              </div>
              {results.timeline.length > 0 && (
                <div className="mt-6">
                  <TimelineChart timeline={results.timeline} fillers={results.fillers} comments={comments} onSeek={item.recording ? seek : undefined} />
                </div>
              )}
              {results.questions ? (
                <SharedMockAnswers questions={results.questions} />
              ) : (
                <Card className="mt-6 p-5">
                  <h2 className="font-semibold text-slate-900">Transcript</h2>
                  <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{results.transcript?.text || 'No transcript for this analysis.'}</p>
                </Card>
              )}
              <SharedComments analysisId={item.id} comments={comments} currentTime={() => videoRef.current?.currentTime ?? null} onRefused={setRefused} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
