import type { AnswerContent, ContentFinding } from '@rehearse/contract/answer-content';
import { positionName } from '@rehearse/contract/mock-question-places';
import { formatClock } from '@rehearse/contract/number-format';
import { isWrittenContent, untimedContent } from '@rehearse/contract/untimed-content';
import { analysisWithWhen } from './analysis-when.ts';
import { formatScore } from './coach-format.ts';
import type { CoachAnalysis, PerformanceProfile } from './performance-profile.ts';

/** 'How were my answers?', 'how was my answer', 'what did you think of my answers'… */
export function asksAboutMyAnswers(question: string): boolean {
  return /\bmy answers?\b/i.test(question) && /\b(how|what|were|was|good|bad|feedback|think)\b/i.test(question);
}

function findingLine(f: ContentFinding): string {
  const at = f.at === null ? '' : ` at ${formatClock(f.at)}`;
  const where = f.quote ? ` — ${f.quote}${at}` : at && ` —${at}`;
  return `${f.text}${where}`;
}

function contentLines(label: string, content: AnswerContent): string[] {
  const source = isWrittenContent(content) ? 'typed' : `transcript by ${content.engine}`;
  if (content.status !== 'judged' || content.score === null) return [`- **${label}**: ${content.note ?? 'not judged'} (${source})`];
  const improvement = content.findings.find((f) => f.kind === 'improvement');
  const strength = content.findings.find((f) => f.kind === 'strength');
  return [
    `- **${label}**: content ${formatScore(content.score)} (${source})`,
    ...(strength ? [`  - Strongest: ${findingLine(strength)}`] : []),
    ...(improvement ? [`  - To work on: ${findingLine(improvement)}`] : []),
  ];
}

/** Each judged answer of the newest analysis: the mock's questions, or the upload as one answer. */
export function answersOf(analysis: CoachAnalysis): { label: string; content: AnswerContent }[] {
  const questions = analysis.result.questions;
  if (questions) {
    const name = positionName(questions);
    // A typed answer's findings are shown untimed, as on every screen: it has no recording to seek.
    return questions.flatMap((q, i) => (q.content ? [{ label: name(i + 1), content: untimedContent(q.content) }] : []));
  }
  return analysis.result.content ? [{ label: `"${analysis.name}"`, content: analysis.result.content }] : [];
}

/** The content findings of the newest analysis as plain lines, for a model prompt; empty when none was judged. */
export function answersContentFacts(profile: PerformanceProfile): string[] {
  const answers = answersOf(profile.latest);
  return answers.length === 0 ? [] : ['What the latest answers said (from the transcript):', ...answers.flatMap((a) => contentLines(a.label, a.content))];
}

/** The answer to 'how were my answers?' from the content findings of the newest analysis (docs/SCORING.md §Content). */
export function myAnswersAnswer(profile: PerformanceProfile): string {
  const answers = answersOf(profile.latest);
  if (answers.length === 0) {
    return `Your newest analysis, "${profile.latest.name}", has no transcript to judge what you said. Record an answer with speech (or set up the accurate speech engine) and ask again.`;
  }
  const lines = answers.flatMap((a) => contentLines(a.label, a.content));
  return `What your answers said in ${analysisWithWhen(profile.latest)}, from the transcript:\n\n${lines.join('\n')}`;
}
