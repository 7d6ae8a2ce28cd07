import { analyzeAnswerContent } from '../content/analyze-answer-content.ts';
import type { InterviewOpening, InterviewQuestion, SpeakerTurn, TimeRange, TranscriptWord, VoiceView } from '@rehearse/contract/analysis-result';
import { withinSpan } from '@rehearse/contract/within-span';
import { ownTime } from '../audio/speakers/own-time.ts';
import { wordsPerMinute } from '../audio/words-per-minute.ts';

type Candidate = Pick<VoiceView, 'voice' | 'transcript' | 'fillers'>;

/**
 * Question → answer pairs: each run of interviewer turns is a question, and the candidate's turns up to the next
 * question its answer. Speech of the candidate before the first question answers nothing: it is the opening
 * (interviewOpening), not a pair. Words of the question come from the whole recording's transcript; the answer's from
 * the candidate's own.
 */
export function interviewQuestions(
  turns: readonly SpeakerTurn[],
  candidate: Candidate,
  allWords: readonly TranscriptWord[] | null,
  /** The speech engine that made the words, named beside each answer's content findings. */
  engine: string,
  /** Seconds of the recording (the last turn's margin stops at its end). */
  duration: number,
): InterviewQuestion[] {
  const pairs: { question: TimeRange; answer: TimeRange | null }[] = [];
  for (const turn of turns) {
    const last = pairs.at(-1);
    if (turn.voice !== candidate.voice) {
      if (last && last.answer === null) last.question.end = turn.end;
      else pairs.push({ question: { start: turn.start, end: turn.end }, answer: null });
    } else if (last) {
      last.answer = last.answer ? { start: last.answer.start, end: turn.end } : { start: turn.start, end: turn.end };
    }
  }
  return pairs.map(({ question, answer }) => {
    const heard = allWords === null ? null : withinSpan(allWords, question);
    const questionText = heard === null ? null : heard.map((w) => w.word).join(' ');
    const figures = spanFigures(answer, { turns, duration }, candidate, engine, questionText);
    return {
      question: questionText,
      question_span: question,
      answer_span: answer,
      ...figures,
      response_delay: answer === null ? null : Math.round(Math.max(0, answer.start - question.end) * 100) / 100,
    };
  });
}

/**
 * The candidate's turns before the interviewer's first question, joined and measured like an answer (words, pace,
 * fillers, content without a question); null when the interviewer speaks first. Kept so that a turn the user claimed
 * with "That's not me" does not drop out of the report.
 */
export function interviewOpening(turns: readonly SpeakerTurn[], candidate: Candidate, engine: string, duration: number): InterviewOpening | null {
  const firstQuestion = turns.findIndex((t) => t.voice !== candidate.voice);
  const before = firstQuestion === -1 ? turns : turns.slice(0, firstQuestion);
  const own = before.filter((t) => t.voice === candidate.voice);
  if (own.length === 0) return null;
  const span = { start: own[0]!.start, end: own.at(-1)!.end };
  return { span, ...spanFigures(span, { turns, duration }, candidate, engine, null) };
}

/**
 * An answer's (or the opening's) words, pace, fillers and content. The pace is the audio card's, counted over the
 * candidate's own turns inside the span (own-time.ts), so an opening that holds all of them reads the card's figure.
 */
function spanFigures(
  span: TimeRange | null,
  recording: { turns: readonly SpeakerTurn[]; duration: number },
  candidate: Candidate,
  engine: string,
  question: string | null,
): Pick<InterviewQuestion, 'transcript' | 'word_count' | 'speaking_pace' | 'filler_words' | 'content'> {
  const answerWords = candidate.transcript?.words ?? null;
  const said = span === null || answerWords === null ? null : withinSpan(answerWords, span);
  const seconds = span === null ? 0 : ownTime(recording.turns, candidate.voice, recording.duration, span);
  return {
    transcript: said === null ? null : said.map((w) => w.word).join(' '),
    word_count: said === null ? null : said.length,
    speaking_pace: said === null ? null : wordsPerMinute(said.length, seconds),
    filler_words: span === null ? 0 : withinSpan(candidate.fillers, span).length,
    content: said === null ? null : analyzeAnswerContent({ words: said, engine, ...(question ? { question } : {}) }),
  };
}

