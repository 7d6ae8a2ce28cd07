import { CONTENT_PARTS, type ContentFinding, type ContentPart } from '@rehearse/contract/answer-content';
import { formatClock, formatFrameShare, formatWpm } from '@rehearse/contract/number-format';
import { formatChange, formatScore } from './coach-format.ts';
import { CONTENT_PART_LABELS } from './content-part-labels.ts';
import { judgedAnswerName, judgedAnswers, type JudgedAnswer } from './judged-answers.ts';
import type { CoachAnalysis } from './performance-profile.ts';

/** 'my weak … my strong one', 'worst … best': the question asks for the two ends, not the latest two. */
export function asksWeakestAndStrongest(question: string): boolean {
  const q = question.toLowerCase();
  return /\b(weak|weaker|weakest|worst|bad|lowest)\b/.test(q) && /\b(strong|stronger|strongest|best|good|highest)\b/.test(q);
}

/**
 * A comparison of answers rather than of whole recordings: 'why was my weak answer weaker than my strong one'. The
 * names of the user's analyses are left out first, so '"Friday answer" against "Monday answer"' compares those two.
 */
export function asksAboutAnswers(question: string, analyses: readonly CoachAnalysis[]): boolean {
  const q = analyses.reduce((text, a) => (a.name.trim() ? text.replaceAll(a.name.toLowerCase(), ' ') : text), question.toLowerCase());
  return /\b(answers?|responses?)\b/.test(q);
}

const tie = (x: number, y: number): boolean => formatScore(x) === formatScore(y);

/** 'My weak … my strong one', or one end alone ('which of my answers was weakest, and why?'): set against the other end. */
const asksForTheEnds = (question: string): boolean => asksWeakestAndStrongest(question) || /\b(weakest|worst|lowest|strongest|best|highest)\b/i.test(question);

/** Which two answers: the lowest and highest content score when the ends are asked for, else the latest two; the weaker first. */
function answersToCompare(question: string, answers: readonly JudgedAnswer[]): [JudgedAnswer, JudgedAnswer] {
  if (asksForTheEnds(question)) {
    // A stable sort keeps equal scores in the order answered, so a tie still names two different answers.
    const sorted = [...answers].sort((a, b) => a.content.score - b.content.score);
    return [sorted[0]!, sorted.at(-1)!];
  }
  const [a, b] = [answers.at(-2)!, answers.at(-1)!];
  return a.content.score > b.content.score ? [b, a] : [a, b];
}

interface PartGap {
  part: ContentPart;
  a: number;
  b: number;
}

function partLine({ part, a, b }: PartGap): string {
  const label = CONTENT_PART_LABELS[part];
  return `- **${label[0]!.toUpperCase()}${label.slice(1)}**: ${formatScore(a)} against ${formatScore(b)} (${formatChange(a - b)})`;
}

function deliveryLines(a: JudgedAnswer, b: JudgedAnswer): string[] {
  if (!a.delivery && !b.delivery) return ['- Not compared: both were typed, so neither has a delivery.'];
  if (!a.delivery || !b.delivery) return [`- Not compared: ${(a.delivery ? b : a).label ?? 'one'} was typed, so it has no delivery to set beside the other's.`];
  const da = a.delivery;
  const db = b.delivery;
  const rows: string[] = [];
  if (da.pace !== null && db.pace !== null) rows.push(`- **Pace**: ${formatWpm(da.pace)} against ${formatWpm(db.pace)}`);
  if (da.fillers !== null && db.fillers !== null) rows.push(`- **Filler words**: ${da.fillers} against ${db.fillers}`);
  if (da.eyeContact !== null && db.eyeContact !== null) rows.push(`- **Eye contact**: ${formatFrameShare(da.eyeContact)} against ${formatFrameShare(db.eyeContact)}`);
  return rows;
}

/** A finding on a part that quotes the answer: of the kind asked for, or of either kind when null. */
function quotedFinding(answer: JudgedAnswer, part: ContentPart, kind: ContentFinding['kind'] | null): ContentFinding | null {
  return answer.content.findings.find((f) => f.part === part && f.quote !== null && (kind === null || f.kind === kind)) ?? null;
}

function findingText(f: ContentFinding): string {
  const quote = f.quote && !f.text.includes(f.quote) ? ` — ${f.quote}` : '';
  return `${f.text}${quote}${f.at === null ? '' : ` at ${formatClock(f.at)}`}`;
}

/**
 * The two answers' own words (named by `names`) on the first part that differs and has a quote in either: what the
 * weaker should improve and what the stronger did well, or, for two that tie, any finding.
 */
function quoteLines(a: JudgedAnswer, b: JudgedAnswer, parts: readonly ContentPart[], names: readonly [string, string], tied: boolean): string[] {
  for (const part of parts) {
    const fa = quotedFinding(a, part, tied ? null : 'improvement');
    const fb = quotedFinding(b, part, tied ? null : 'strength');
    if (!fa && !fb) continue;
    const on = CONTENT_PART_LABELS[part];
    return [...(fa ? [`- **${names[0]}**, on ${on}: ${findingText(fa)}`] : []), ...(fb ? [`- **${names[1]}**, on ${on}: ${findingText(fb)}`] : [])];
  }
  return [];
}

/**
 * Why one judged answer scored below another (mock answers, typed ones included, and uploads): each named with its
 * content score — the score every judged answer has, since a typed one has no delivery — the content parts that
 * differ, largest first, the delivery both recordings measured, and each answer's own words on the part that differs
 * most. Two answers that tie are said to tie, not explained. Fewer than two judged answers: says so, then `instead`.
 */
export function compareAnswersAnswer(question: string, analyses: readonly CoachAnalysis[], instead: () => string): string {
  const answers = judgedAnswers(analyses);
  if (answers.length < 2) {
    const only = answers[0];
    const lead = only
      ? `Only one of your answers has had its content judged so far, ${judgedAnswerName(only)} at ${formatScore(only.content.score)}, so there is no other answer to set beside it.`
      : 'None of your answers has had its content judged yet (each needs enough clear speech, or a typed answer), so there are no answers to compare.';
    return analyses.length >= 2 ? `${lead} Here are your analyses instead.\n\n${instead()}` : lead;
  }
  const ends = asksForTheEnds(question);
  const [a, b] = answersToCompare(question, answers);
  const gaps = CONTENT_PARTS.flatMap((part): PartGap[] => {
    const x = a.content.parts[part];
    const y = b.content.parts[part];
    return x === null || y === null || tie(x, y) ? [] : [{ part, a: x, b: y }];
  });
  const behind = gaps.filter((g) => g.a < g.b).sort((p, q) => q.b - q.a - (p.b - p.a));
  const ahead = gaps.filter((g) => g.a > g.b).sort((p, q) => q.a - q.b - (p.a - p.b));
  const oneSided = CONTENT_PARTS.filter((p) => (a.content.parts[p] === null) !== (b.content.parts[p] === null)).map((p) => CONTENT_PART_LABELS[p]);
  const tied = tie(a.content.score, b.content.score);
  const which = ends ? (tied ? 'your weakest and strongest judged answers' : 'your weakest judged answer with your strongest') : 'your latest two judged answers';
  const names = tied ? (['One', 'The other'] as const) : (['Weaker', 'Stronger'] as const);
  const sections = [
    `Comparing ${which}, by answer content (the score every judged answer has, typed ones too):`,
    `- **${names[0]}**: ${judgedAnswerName(a)} — ${formatScore(a.content.score)}\n- **${names[1]}**: ${judgedAnswerName(b)} — ${formatScore(b.content.score)}`,
  ];
  if (tied) {
    sections.push(`The two tie at ${formatScore(a.content.score)}, so there is no gap to explain.`);
    if (gaps.length) sections.push(`### Where their parts differ (and balance out)\n${gaps.map(partLine).join('\n')}`);
  } else {
    sections.push(
      behind.length
        ? `### What explains it\n${behind.map(partLine).join('\n')}`
        : '### What explains it\nNo part that both answers measured scored lower in the weaker one: its score is lower by how the parts weigh together.',
    );
    if (ahead.length) sections.push(`### Where the weaker one did better\n${ahead.map(partLine).join('\n')}`);
  }
  if (oneSided.length) sections.push(`Measured in only one of them, so not compared: ${oneSided.join(', ')}.`);
  const delivery = deliveryLines(a, b);
  if (delivery.length) sections.push(`### Delivery\n${delivery.join('\n')}`);
  const quotes = quoteLines(a, b, [...behind, ...ahead].map((g) => g.part), tied ? names : ['Weaker answer', 'Stronger answer'], tied);
  if (quotes.length) sections.push(`### In your words\n${quotes.join('\n')}`);
  return sections.join('\n\n');
}
