import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { positionName } from '@rehearse/contract/mock-question-places';
import { analysisWithWhen } from './analysis-when.ts';
import { band, formatChange, formatScore } from './coach-format.ts';
import { guidanceSection, pickGuidance, type GuidanceFilter } from './guidance-section.ts';
import type { GuidanceSearch } from './guidance-search.ts';
import { overallOf, STAR_PARTS, type PerformanceProfile, type StarPart } from './performance-profile.ts';

/** 'How did my last mock interview go?', 'my latest mock', 'my recent mock interview score'… */
export function asksAboutLastMock(question: string): boolean {
  return /\bmock/i.test(question) && /\b(last|latest|recent|previous|my)\b/i.test(question);
}

const capitalise = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

function questionLine(q: MockQuestionResult, name: string): string {
  const head = `- **${name}** (${q.competency.replaceAll('_', ' ')})`;
  if (q.skipped) return `${head}: skipped`;
  if (q.score === null) return `${head}: recorded, but ${q.analysis_error ?? 'not analysed'}`;
  const missing = STAR_PARTS.filter((p) => !q.star[p].present);
  const star =
    q.star_status !== 'checked'
      ? 'STAR not checked (not enough clear speech)'
      : missing.length
        ? `STAR: ${missing.map(capitalise).join(', ')} missing`
        : 'STAR: all four parts present';
  return `${head}: ${formatScore(q.score)} — ${star}`;
}

/** '2 of 3 questions, and 1 of 2 follow-ups': follow-ups are counted apart, as the report numbers them with their question. */
export function answeredLine(questions: readonly MockQuestionResult[]): string {
  const count = (followUps: boolean) => {
    const asked = questions.filter((q) => Boolean(q.follow_up_of) === followUps);
    return { asked: asked.length, answered: asked.filter((q) => !q.skipped).length };
  };
  const main = count(false);
  const followUps = count(true);
  const questionsPart = `${main.answered} of ${main.asked} question${main.asked === 1 ? '' : 's'}`;
  return followUps.asked === 0 ? questionsPart : `${questionsPart}, and ${followUps.answered} of ${followUps.asked} follow-up${followUps.asked === 1 ? '' : 's'}`;
}

/** Which STAR part the checked answers of this interview missed most often, if any. */
function mostMissedPart(questions: readonly MockQuestionResult[]): StarPart | null {
  const checked = questions.filter((q) => q.star_status === 'checked');
  const counts = STAR_PARTS.map((p) => ({ p, n: checked.filter((q) => !q.star[p].present).length })).sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].p : null;
}

/** The answer about the user's newest finished mock interview, from its own report. */
export function lastMockAnswer(profile: PerformanceProfile, search: GuidanceSearch, filter: GuidanceFilter): string {
  const mock = profile.latestMock;
  if (!mock) {
    return (
      `You haven't finished a mock interview yet — your ${profile.count === 1 ? 'analysis is an upload' : `${profile.count} analyses are uploads`}. ` +
      'Start one from the Mock Interview page: you answer five questions on camera and get a score and a STAR check for each answer.'
    );
  }
  const questions = mock.result.questions ?? [];
  // Each answer is named as its report labels it: a follow-up as 'Follow-up to Q1', the questions numbered without it.
  const name = positionName(questions);
  const overall = overallOf(mock.result);
  const lines = [
    `- **Overall**: ${formatScore(overall)}${overall === null ? '' : ` — ${band(overall)}`}`,
    `- **Answered**: ${answeredLine(questions)}`,
    ...questions.map((q, i) => questionLine(q, name(i + 1))),
  ];
  const previousOverall = profile.previousMock ? overallOf(profile.previousMock.result) : null;
  if (overall !== null && previousOverall !== null) lines.push(`- **Compared with your previous mock interview**: ${formatChange(overall - previousOverall)}`);
  const scored = questions.map((q, i) => ({ q, i })).filter(({ q }) => q.score !== null);
  const lowest = [...scored].sort((a, b) => a.q.score! - b.q.score!)[0];
  const missed = mostMissedPart(questions);
  const next = missed
    ? `Next time, make the **${capitalise(missed)}** explicit — it was the part your answers left out most often.`
    : lowest && scored.length > 1
      ? `Your lowest answer was **${name(lowest.i + 1)}** at ${formatScore(lowest.q.score)}: practise that kind of question next.`
      : '';
  const guidance = pickGuidance(search, [...(missed ? [`STAR ${missed}`] : []), 'mock interview practice answer structure'], 2, filter);
  return `Your last mock interview, ${analysisWithWhen(mock)}:\n\n${lines.join('\n')}${next ? `\n\n${next}` : ''}${guidanceSection(guidance)}`;
}
