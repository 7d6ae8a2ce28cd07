import { competencyLabel } from '@rehearse/contract/mock-constants';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { formatScore, orNotMeasured } from '@rehearse/contract/number-format';
import { Card } from '../../components/ui/card.tsx';
import { mockQuestionPlaces, placeBadge } from '@rehearse/contract/mock-question-places';

/** A shared mock interview's answers, read only: each question, its score and transcript. The answers' recordings stay the owner's (decision 022). */
export function SharedMockAnswers({ questions }: { questions: readonly MockQuestionResult[] }) {
  const places = mockQuestionPlaces(questions);
  return (
    <section aria-labelledby="shared-mock-answers" className="mt-6 space-y-3">
      <div>
        <h2 id="shared-mock-answers" className="text-lg font-semibold text-slate-900">
          Answers
        </h2>
        <p className="text-sm text-slate-500">The recordings of the answers are not shared.</p>
      </div>
      <ol className="space-y-3">
        {questions.map((q, i) => (
          <li key={q.question_key}>
            <Card className="p-4">
              <p className="text-xs text-slate-500">
                {placeBadge(places[i]!)} · {competencyLabel(q.competency)}
                {q.skipped ? ' · Skipped' : ''}
              </p>
              <h3 className="mt-1 font-semibold break-words text-slate-900">{q.question}</h3>
              {q.skipped ? (
                <p className="mt-1 text-sm text-slate-500">This question was skipped.</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-slate-700">Score: {orNotMeasured(q.score, formatScore)}</p>
                  <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-700">{q.transcript || 'No words were recognised.'}</p>
                </>
              )}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
