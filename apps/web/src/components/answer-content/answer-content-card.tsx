import { CONTENT_PARTS, type AnswerContent, type ContentFinding } from '@rehearse/contract/answer-content';
import { formatScore, NOT_JUDGED } from '@rehearse/contract/number-format';
import { isWrittenContent, untimedContent } from '@rehearse/contract/untimed-content';
import { withUnjudgedRelevance } from '@rehearse/contract/relevance-judgement';
import { CheckCircle2, MessageSquareText, TrendingUp } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../ui/card.tsx';
import { ScoreBar } from '../ui/score-bar.tsx';
import { SourceTag } from '../ui/source-tag.tsx';
import { CONTENT_PART_LABELS, noteSentence, notJudgedSentence, RUBRIC_LABELS, scoreMakeup, seekLabel, wordsSource } from './content-labels.ts';
import { StarSentences } from './star-sentences.tsx';

/** Beside a part the engine ran but could not judge, in place of a figure. */

function Finding({ finding, onSeek }: { finding: ContentFinding; onSeek?: (seconds: number) => void }) {
  const label = seekLabel(finding);
  return (
    <li className="flex items-start gap-2 text-sm" data-testid="content-finding">
      {finding.kind === 'strength' ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Strength" />
      ) : (
        <TrendingUp className="mt-0.5 size-4 shrink-0 text-amber-600" aria-label="To improve" />
      )}
      <span className="text-slate-700">
        {finding.text}{' '}
        {label &&
          (onSeek && finding.at !== null ? (
            <button type="button" className="text-left font-medium text-indigo-700 hover:underline" onClick={() => onSeek(finding.at!)} data-testid="content-quote">
              {label}
            </button>
          ) : (
            <span className="text-slate-500">{label}</span>
          ))}
      </span>
    </li>
  );
}

/**
 * 'Your answer': what the answer said, judged from its transcript — the content score and its parts, findings whose
 * quotes seek the recording, the speech engine that made the transcript, each sentence's STAR part and why, and, when a
 * model made them, its rubric and the rebuilt answer labelled AI.
 */
export function AnswerContentCard({
  content: given,
  onSeek,
  title = 'Your answer',
  level = 2,
}: {
  content: AnswerContent;
  onSeek?: (seconds: number) => void;
  title?: string;
  /** The card's heading level: 2 on a page, 4 inside a question (the mock report, an interview's questions). */
  level?: 2 | 4;
}) {
  // A typed answer has no recording: no finding or sentence of it is at a time.
  const content = withUnjudgedRelevance(untimedContent(given));
  const untimed = isWrittenContent(content);
  const judged = content.status === 'judged';
  const Subheading = level === 2 ? 'h3' : 'h5';
  const makeup = scoreMakeup(content);
  return (
    <Card data-testid="answer-content-card">
      <CardHeader
        title={title}
        level={level}
        icon={<MessageSquareText className="size-5" aria-hidden="true" />}
        description={`${judged && content.score !== null ? `Content score ${formatScore(content.score)} · ` : ''}${wordsSource(content.engine)}${content.meaning === 'sentence-model' ? ' · meaning judged by a sentence model' : ''}`}
      />
      <CardBody className="space-y-5">
        {!judged ? (
          <p className="text-sm text-slate-600" data-testid="content-not-judged">
            {notJudgedSentence(content)}
          </p>
        ) : (
          <>
            {makeup && (
              <p className="text-xs text-slate-600" data-testid="content-score-makeup">
                <span className="font-medium text-slate-700">How the score was made:</span> {makeup}
              </p>
            )}
            <ul className="space-y-2">
              {content.findings.map((f, i) => (
                <Finding key={`${f.part}-${i}`} finding={f} onSeek={onSeek} />
              ))}
            </ul>
            <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {CONTENT_PARTS.map((part) => {
                const score = content.parts[part];
                // A part the engine ran but could not judge says so, with why, never a figure.
                const notJudged = part === 'relevance' ? (content.not_judged?.relevance ?? null) : null;
                return (
                  <div key={part} data-testid={`content-part-${part}`}>
                    <div className="flex justify-between text-xs text-slate-600">
                      <span>{CONTENT_PART_LABELS[part]}</span>
                      <span>{score !== null ? formatScore(score) : NOT_JUDGED}</span>
                    </div>
                    {notJudged && <p className="text-xs text-slate-500">{noteSentence(notJudged)}</p>}
                    {/* A meter needs a value: an unmeasured part shows its text alone. */}
                    {score !== null && <ScoreBar score={score} label={CONTENT_PART_LABELS[part]} />}
                  </div>
                );
              })}
            </div>
            {content.structure && content.structure.sentences.length > 0 && <StarSentences sentences={content.structure.sentences} onSeek={onSeek} open={level === 2} untimed={untimed} />}
          </>
        )}
        {content.ai && (
          <div className="space-y-3 border-t border-slate-100 pt-4" data-testid="content-ai">
            <div className="flex items-center gap-2">
              <Subheading className="text-sm font-semibold text-slate-800">Rubric</Subheading>
              <SourceTag source="model" />
            </div>
            {content.ai.rubric && (
              <dl className="space-y-1.5 text-sm">
                {(Object.keys(RUBRIC_LABELS) as (keyof typeof RUBRIC_LABELS)[]).map((key) => (
                  <div key={key}>
                    <dt className="inline font-medium text-slate-900">
                      {RUBRIC_LABELS[key]} {content.ai!.rubric![key].score}/5:
                    </dt>{' '}
                    <dd className="inline text-slate-700">{content.ai!.rubric![key].justification}</dd>
                  </div>
                ))}
              </dl>
            )}
            {content.ai.rebuilt && (
              <div>
                <Subheading className="text-sm font-semibold text-slate-800">Your answer, rebuilt</Subheading>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{content.ai.rebuilt}</p>
                <p className="mt-1 text-xs text-slate-500">Fill in the [bracketed] parts with what really happened.</p>
              </div>
            )}
          </div>
        )}
        {!content.ai && content.ai_fallback && (
          <p className="border-t border-slate-100 pt-4 text-sm text-slate-600" data-testid="content-ai-fallback">
            {content.ai_fallback}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
