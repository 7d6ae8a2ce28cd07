import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ScoreBar } from '../../components/ui/score-bar.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useSharedAnalysis } from './shared-analyses-api.ts';

/** One shared analysis for an interviewer: scores, feedback and the transcript; no recording is offered. */
export function SharedAnalysisPage() {
  const { sessionId = '' } = useParams();
  const analysis = useSharedAnalysis(sessionId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/admin-panel" className="mb-4 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to shared analyses
      </Link>
      <QueryState query={analysis}>
        {({ analysis: item, results }) => (
          <>
            <PageHeader title={item.title} description={`Shared by ${item.owner_name} · ${new Date(item.date).toLocaleString()}`} />
            <div className="grid gap-4 sm:grid-cols-3">
              {[
                { label: 'Overall', score: results.overall_score },
                { label: 'Video', score: results.component_scores.video },
                { label: 'Audio', score: results.component_scores.audio },
              ].map((s) => (
                <Card key={s.label} className="p-4">
                  <ScoreBar label={s.label} score={s.score} />
                </Card>
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
            <Card className="mt-6 p-5">
              <h2 className="font-semibold text-slate-900">Transcript</h2>
              <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{results.transcript?.text || 'No transcript for this analysis.'}</p>
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
