import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { FILLERS_PER_MINUTE_LIMIT, fillersPerMinute, fillersWithinLimit } from '@rehearse/contract/filler-rate';
import { formatDuration } from '@rehearse/contract/number-format';
import { fillersRule } from '@rehearse/analysis';
import { byPosition, type QuestionName } from '@rehearse/contract/mock-question-places';

/** One answer the report's Filler Words tile adds up: its position and its result. */
export interface FillerAnswer {
  number: number;
  result: AnalysisResult;
}

/** What the report says of fillers beside its tile, as a strength or an improvement, with its recommendation. */
export interface InterviewFillerAdvice {
  kind: 'strength' | 'improvement';
  text: string;
  recommendation: string;
}

const oneDecimal = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);
const questionList = (numbers: readonly number[], name: QuestionName): string => {
  const names = numbers.map(name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * The interview's filler advice, made from exactly the answers the Filler Words tile adds up (their counts over their
 * time), naming each with its own count: the tile and the advice beside it never speak of different answers.
 * Each answer is named as the report labels it (`name`: 'Q2', 'Follow-up to Q1'). Null when no answer's fillers were counted.
 */
export function interviewFillerAdvice(answers: readonly FillerAnswer[], name: QuestionName = byPosition): InterviewFillerAdvice | null {
  const counted = answers.filter((a) => a.result.audio.metrics.filler_words !== null);
  if (counted.length === 0) return null;
  const count = counted.reduce((s, a) => s + (a.result.audio.metrics.filler_words ?? 0), 0);
  const seconds = counted.reduce((s, a) => s + a.result.audio.metrics.duration, 0);
  const rate = fillersPerMinute(count, seconds);
  const single = counted.length === 1;
  // One answer: 'in Q1's 17 s'; several: 'in 1:30 over Q1 and Q3', each then named with its own count.
  const over = single ? `${name(counted[0]!.number)}'s ${formatDuration(seconds)}` : `${formatDuration(seconds)} over ${questionList(counted.map((a) => a.number), name)}`;
  const each = single ? '' : `: ${counted.map((a) => `${a.result.audio.metrics.filler_words} in ${name(a.number)}`).join(', ')}`;
  const words = `${count} filler ${count === 1 ? 'word' : 'words'}`;
  if (count === 0) return { kind: 'strength', text: `No filler words in ${over}.`, recommendation: 'Keep pausing silently instead of filling.' };
  const perMinute = rate === null ? '' : `${oneDecimal(rate)} per minute`;
  if (fillersWithinLimit(count, seconds)) {
    return {
      kind: 'strength',
      text: `Only ${words} in ${over} (${perMinute}, within ${FILLERS_PER_MINUTE_LIMIT} per minute)${each}.`,
      recommendation: `Keep fillers under ${FILLERS_PER_MINUTE_LIMIT} per minute, as here (${perMinute.replace(' per minute', '')}).`,
    };
  }
  return {
    kind: 'improvement',
    text: `You used ${words} in ${over} (${perMinute}; up to ${FILLERS_PER_MINUTE_LIMIT} per minute sounds fluent)${each}.`,
    recommendation: `Cut fillers from ${perMinute.replace(' per minute', '')} to under ${FILLERS_PER_MINUTE_LIMIT} per minute.`,
  };
}

/**
 * How the filler finding's texts open, in its current and earlier wordings: an answer keeps the feedback it was analysed
 * with, so its filler plan is recognised even when the rule has been reworded since.
 */
const FILLER_FINDING_OPENING = /^(?:You used \d+ filler words? in |Only \d+ filler words? in |No filler words in |Keep fillers under |Cut fillers from |Record a \d+-second answer and aim for at most \d+ fillers?\b)/;

/** Tells the texts of one answer's feedback that are its own filler finding's (its text, strategy or recommendation). */
export function ownFillerTextTest(result: AnalysisResult): (text: string) => boolean {
  const today = answerFillerTexts(result);
  return (text) => FILLER_FINDING_OPENING.test(text) || today.has(text);
}

/** The texts one answer's own filler finding writes into its feedback today (its text, strategy and recommendation). */
function answerFillerTexts(result: AnalysisResult): Set<string> {
  const findings = fillersRule({
    video: result.video,
    audio: result.audio,
    transcript: result.transcript,
    fillers: result.fillers,
    pauses: result.pauses,
    quality: result.quality,
    overallScore: result.overall_score,
  });
  return new Set(findings.flatMap((f) => [f.text, f.recommendation, ...(f.strategy ? [f.strategy] : [])]));
}
