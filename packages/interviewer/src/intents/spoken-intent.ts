import type { CandidateQuestionTopic, SpokenIntent } from '@rehearse/contract/interview-conversation';
import { containsPhrase, cuePhrase, phraseAtEnd, phraseStems, type CuePhrase } from './spoken-phrase.ts';

/** Where in the interview the words were said: inside a question's turn, or after "do you have any questions for me?". */
export type IntentContext = 'answering' | 'closing';

export interface RecognisedIntent {
  intent: SpokenIntent;
  /** For a candidate's question at the close: what it is about. */
  topic: CandidateQuestionTopic | null;
}

/**
 * A request to the interviewer is short: longer turns are answers that happen to contain "again" or "a moment".
 * Counted after hesitations are dropped.
 */
export const MAX_REQUEST_WORDS = 14;

const phrases = (...sources: string[]): CuePhrase[] => sources.map(cuePhrase);

/**
 * Each intent is a handful of cue phrases standing for one meaning, written over stems with gaps and alternatives, so
 * that "could you say the question again", "say that again please" and "say it again" are one phrase, not three.
 */
const REPEAT_QUESTION = phrases(
  'repeat',
  'say … again',
  'ask … again',
  'read … again',
  'go … over … again',
  'one more time',
  'once more',
  'come again',
  'pardon',
  'rephrase',
  'reword',
  'restate',
  'what … was|is … question',
  'what did you say|ask',
  'what … you … ask',
  'did not catch|hear|get|understand',
  'miss … question|that|part|last',
  'lost … question|track',
  'remind … question',
);

const TIME_TO_THINK = phrases(
  'a|one|few moment|minute|second|sec',
  'let me think',
  'need … think',
  'to think',
  'think about … for',
  'gather|collect … thought',
  'bear with',
  'hang|hold on',
  'give|need … time',
  'a bit of time',
);

const ANSWER_FINISHED = phrases(
  'that is … answer',
  'that is it',
  'that is all',
  'that is everything',
  'that is about it',
  'that is … i have',
  'that sum|wrap … up',
  'i am done|finished|through',
  'i have finished',
  'i will stop|leave … there',
  'leave it at that',
  'nothing more|else',
  'nothing … to add',
  'end of … answer',
);

/** A lone word that closes a short turn on its own ("done.", "finished."), never read inside a longer sentence. */
const ANSWER_FINISHED_ALONE = phrases('done', 'finished');

const NO_QUESTIONS = phrases(
  'no question',
  'not … any question',
  'not have … question',
  'nothing from me',
  'nothing … ask',
  'no that is',
  'not right now',
  'not at the moment',
  'not … think so',
  'covered everything',
  'answered … question|everything',
  'nope',
  'i am good',
  'no thank',
);

/** Ordered: when a question touches several, the more specific wins (next steps before the role, the team before the role). */
const TOPICS: { topic: Exclude<CandidateQuestionTopic, 'other'>; cues: CuePhrase[] }[] = [
  {
    topic: 'next_steps',
    cues: phrases(
      'next step',
      'process',
      'hear back',
      'decision',
      'timeline',
      'how long until|before',
      'round',
      'stage',
      'after this',
      'start date',
      'when … start',
      'follow up',
    ),
  },
  {
    topic: 'team',
    cues: phrases('team', 'colleague', 'coworker', 'people … work', 'work|working with', 'report to', 'manager', 'culture', 'department'),
  },
  {
    topic: 'role',
    cues: phrases(
      'role',
      'position',
      'job',
      'typical day',
      'day to day',
      'responsibilit|responsibility',
      'success',
      'expect',
      'challenge',
      'project',
      'training',
      'grow|growth|career',
      'first … day|month',
    ),
  },
];

const QUESTION_OPENERS = new Set(
  ['what', 'who', 'when', 'where', 'why', 'how', 'which', 'is', 'are', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'should'].map((w) =>
    phraseStems(w)[0] ?? w,
  ),
);
const ASKING = phrases('wonder', 'curious', 'like to know', 'tell me', 'ask', 'question about', 'interested in');

const any = (stems: readonly string[], cues: readonly CuePhrase[]) => cues.some((cue) => containsPhrase(stems, cue));

/** What a candidate's turn (or the part of it recognised so far) asks of the interviewer. */
export function recogniseIntent(text: string, context: IntentContext): RecognisedIntent {
  const stems = phraseStems(text);
  const none: RecognisedIntent = { intent: 'answer', topic: null };
  if (stems.length === 0) return none;
  const short = stems.length <= MAX_REQUEST_WORDS;

  if (short && any(stems, REPEAT_QUESTION)) return { intent: 'repeat_question', topic: null };

  if (context === 'closing') {
    if (short && (any(stems, NO_QUESTIONS) || any(stems, ANSWER_FINISHED) || isLoneNo(stems))) {
      return { intent: 'no_questions', topic: null };
    }
    const topic = TOPICS.find((t) => any(stems, t.cues))?.topic;
    if (topic || isAsking(stems)) return { intent: 'candidate_question', topic: topic ?? 'other' };
    return none;
  }

  if (!short) return none;
  if (any(stems, ANSWER_FINISHED) || (stems.length <= 3 && any(stems, ANSWER_FINISHED_ALONE))) {
    return { intent: 'answer_finished', topic: null };
  }
  if (any(stems, TIME_TO_THINK)) return { intent: 'time_to_think', topic: null };
  return none;
}

/** Thanks and fillers a speaker adds after saying they are done ("that's it, thank you", "I'm done, yeah"). */
const CLOSING_COURTESY_WORDS = 2;

/**
 * Whether the words heard so far end with the speaker saying the answer is finished ("… and that's my answer",
 * "… that's it, thanks"): the turn-taker ends the turn as soon as the voice stops after it.
 */
export function endsWithFinishingPhrase(words: readonly string[], options: { stemmed?: boolean } = {}): boolean {
  const stems = options.stemmed ? words : phraseStems(words);
  return ANSWER_FINISHED.some((cue) => phraseAtEnd(stems, cue, trailingCourtesy(stems)));
}

const COURTESY = new Set(phraseStems('thank you thanks yeah yes so okay ok please'));

function trailingCourtesy(stems: readonly string[]): number {
  let n = 0;
  while (n < CLOSING_COURTESY_WORDS && COURTESY.has(stems[stems.length - 1 - n] ?? '')) n++;
  return n;
}

function isAsking(stems: readonly string[]): boolean {
  const opener = stems.find((s) => !COURTESY.has(s) && s !== phraseStems('actually')[0]);
  return (opener !== undefined && QUESTION_OPENERS.has(opener)) || any(stems, ASKING);
}

function isLoneNo(stems: readonly string[]): boolean {
  return stems.length <= 3 && stems[0] === 'no';
}
