import type { CandidateQuestionTopic, ConversationTurn, InterviewerPersona, InterviewMode, TurnEndReason } from '@rehearse/contract/interview-conversation';
import { recogniseIntent } from '../intents/spoken-intent.ts';
import { feedbackAfterAnswer, MODE_RULES, retakeAllowed } from '../personas/interview-mode.ts';
import { PERSONA_STYLES, shouldCutAnswer } from '../personas/interviewer-persona.ts';
import { turnTakingFor } from '../personas/persona-turn-taking.ts';
import type { TurnFrame } from '../turn-taking/turn-frame.ts';
import { DEFAULT_TURN_TAKING, type TurnTakingOptions } from '../turn-taking/turn-taking-options.ts';
import { initialTurnState, stepTurn, type TurnState } from '../turn-taking/turn-taking.ts';
import { CONVERSATION_LINES } from './conversation-lines.ts';

export interface ConversationQuestion {
  key: string;
  text: string;
  /** Seconds the answer is meant to take (the tough interviewer cuts in at twice this). */
  targetSeconds: number;
}

export interface ConversationSetup {
  candidateName: string | null;
  persona: InterviewerPersona;
  /** Practice says a short note after each answer; Real keeps everything for the report. */
  mode: InterviewMode;
  questions: readonly ConversationQuestion[];
  /** Follow-ups the interviewer may add to the whole interview (the question budget). */
  maxFollowUps: number;
  /** Taken up again after a reload or a break: the interviewer welcomes the candidate back instead of greeting them. */
  resumed: boolean;
  /** Candidate questions answered at the close before saying goodbye. */
  maxCandidateQuestions: number;
  turnTaking: TurnTakingOptions;
}

/** Why the interviewer speaks: it decides what follows once the words have been said. */
export type SpeechPurpose = 'question' | 'give_time' | 'close' | 'reply' | 'goodbye';

/** `ending`: the goodbye is being said; the conversation is over, and nothing the candidate does changes it. */
export type ConversationPhase = 'ready' | 'speaking' | 'listening' | 'saving' | 'paused' | 'ending' | 'done';

export interface ConversationState {
  phase: ConversationPhase;
  setup: ConversationSetup;
  /** Index of the question in `setup.questions` (a follow-up belongs to the question before it). */
  index: number;
  /** The question being asked or answered: one of `setup.questions` or a follow-up of one. */
  current: ConversationQuestion | null;
  /** `closing` after "Do you have any questions for me?". */
  stage: 'questions' | 'closing';
  saying: { text: string; purpose: SpeechPurpose; startedAt: number } | null;
  /** The candidate's side of the current turn; its clock starts when the interviewer starts speaking. */
  turn: TurnState;
  turnOrigin: number;
  /** When the candidate's voice began in this turn (conversation seconds). */
  answerStartedAt: number | null;
  recording: boolean;
  followUpsAsked: number;
  /** Turns in a row in which the candidate said nothing at all. */
  silentTurns: number;
  candidateQuestions: number;
  /** The persona's line said before the next question: its acknowledgement, or its interruption after a cut answer. */
  lead: string;
  /** Practice: the answer just given, which the candidate may take again (with its question's place); null in Real. */
  retakable: { question: ConversationQuestion; index: number } | null;
  /** Takes of each question so far in this conversation (Practice allows retakes up to the attempt limit). */
  takes: Readonly<Record<string, number>>;
  /** Practice's note on the answer, held while its follow-up is sought: said on moving on if none is asked. */
  heldNote: string | null;
  /**
   * A spoken turn whose last words are awaited before it is understood: at the close, every one; while answering, a
   * short one that may be a request ("could you repeat the question?"), its recording held until it is known. `ended`:
   * when the turn ended.
   */
  closingTurn: { began: number; reason: TurnEndReason; ended: number } | null;
  /** At the close, the topic of the candidate's question while its answer is being found. */
  replyTopic: CandidateQuestionTopic | null;
  /** Each answer given so far, by its question's key (the latest take), with the words heard or typed: the summary's. */
  answered: readonly HeardAnswer[];
  /** At the end, while the closing summary is being found: what is said before it (the last reply, or nothing). */
  summarising: { lead: string } | null;
}

export interface HeardAnswer {
  questionKey: string;
  words: string;
}

/** What happens in the browser, each stamped with the conversation clock (seconds since the interview began). */
export type ConversationInput =
  | { type: 'begin'; t: number }
  | { type: 'speech-ended'; t: number }
  | ({ type: 'frame' } & Omit<TurnFrame, 'interviewerSpeaking'>)
  | { type: 'request'; t: number; request: 'repeat_question' | 'time_to_think' | 'answer_finished' }
  | { type: 'typed'; t: number; text: string }
  /**
   * `note`: the short note on the answer its saving gave (a typed answer is judged at once), said in Practice.
   * `heard`: the words recognised while a spoken answer was given, judged by the server while its analysis is not done.
   */
  | { type: 'answer-saved'; t: number; followUp: { text: string } | null; note?: string | null; heard?: string }
  /** The server gives no words while the candidate speaks: every pause gets the mid-sentence patience from now on. */
  | { type: 'no-words' }
  | { type: 'follow-up-ready'; t: number; question: ConversationQuestion }
  /**
   * No follow-up: the interview moves on. `note`: the short note on a spoken answer's heard words, judged by the server
   * as it sought the follow-up; said in Practice when the answer's saving gave none.
   */
  | { type: 'follow-up-failed'; t: number; note?: string | null }
  /**
   * The page knows this answer takes no follow-up (its question has one already, or is one after a reload): the
   * interview moves on, after `judge-heard` in Practice. `heard`: the spoken answer's words the request would have carried.
   */
  | { type: 'follow-up-unwanted'; t: number; heard?: string }
  /** At the close: the words of the candidate's spoken turn, all recognised (or all there will be). */
  | { type: 'closing-words'; t: number; words: string }
  /** At the close: the answer to the candidate's question (from the posting or a model); null for the built-in one. */
  | { type: 'candidate-reply'; t: number; text: string | null }
  /** At the end: the closing summary (from the server's rules or a model); null for the built-in one. */
  | { type: 'summary'; t: number; text: string | null }
  /** Practice: take the answer just given again (its question is asked again; the new take is saved as a retake). */
  | { type: 'retake'; t: number }
  /** Stops talking and listening until `resume`; the question in hand is asked again then. */
  | { type: 'pause'; t: number }
  | { type: 'resume'; t: number }
  | { type: 'end'; t: number };

/** What the browser is to do. */
export type ConversationEffect =
  | { type: 'say'; text: string; purpose: SpeechPurpose }
  | { type: 'stop-saying' }
  | { type: 'start-recording'; questionKey: string }
  /** Stops recording and throws the recording away (a request, not an answer). */
  | { type: 'discard-recording' }
  /** Stops recording (when one runs) and saves the answer: the recording, or the typed text. */
  | { type: 'save-answer'; questionKey: string; endedBy: TurnEndReason; transcript: string; answerSeconds: number; typed: boolean }
  | { type: 'skip-answer'; questionKey: string }
  /** `text` null: the follow-up is the server's to find in `heard`, the words of a spoken answer (none may be due). */
  | { type: 'add-follow-up'; questionKey: string; text: string | null; heard?: string }
  /**
   * Practice, a spoken answer that takes no follow-up: have the server judge its heard words only, and send back the
   * note made from them as `follow-up-failed` (none on failure); the interview moves on then.
   */
  | { type: 'judge-heard'; questionKey: string; heard: string }
  | { type: 'turn'; turn: ConversationTurn & { ended_by: TurnEndReason | null } }
  /** At the close: the candidate's words are heard (nothing is recorded), so their question can be understood. */
  | { type: 'listen-words' }
  /** At the close: the spoken turn ended; its last words are awaited and sent back as `closing-words`. */
  | { type: 'await-words' }
  /** At the close: find the answer to the candidate's question and send it back as `candidate-reply`. */
  | { type: 'answer-candidate-question'; question: string; topic: CandidateQuestionTopic }
  /** At the end, before the goodbye: find the summary of the answers and send it back as `summary`. */
  | { type: 'summarise'; answers: readonly HeardAnswer[] }
  | { type: 'finished' };

export interface ConversationStep {
  state: ConversationState;
  effects: ConversationEffect[];
}

/**
 * The settings of an interview: the persona's patience, the question budget of one follow-up per three questions.
 * `wordsHeard: false` when no recogniser gives words while the candidate speaks: the turn-taker cannot tell a finished
 * sentence from one stopped after "and", so every pause gets the mid-sentence patience (a later reply, never a cut answer).
 */
export function conversationSetup(input: {
  candidateName: string | null;
  persona: InterviewerPersona;
  mode?: InterviewMode;
  questions: readonly ConversationQuestion[];
  turnTaking?: TurnTakingOptions;
  wordsHeard?: boolean;
  resumed?: boolean;
}): ConversationSetup {
  const base = input.turnTaking ?? DEFAULT_TURN_TAKING;
  const turnTaking = input.wordsHeard === false ? withoutWords(base) : base;
  return {
    candidateName: input.candidateName,
    persona: input.persona,
    mode: input.mode ?? 'practice',
    questions: input.questions,
    maxFollowUps: Math.max(1, Math.floor(input.questions.length / 3)),
    resumed: input.resumed ?? false,
    maxCandidateQuestions: 2,
    turnTaking: turnTakingFor(input.persona, turnTaking),
  };
}

function withoutWords(options: TurnTakingOptions): TurnTakingOptions {
  return { ...options, patienceSeconds: { ...options.patienceSeconds, open: options.patienceSeconds.unfinished } };
}

export function initialConversation(setup: ConversationSetup): ConversationState {
  return {
    phase: 'ready',
    setup,
    index: 0,
    current: null,
    stage: 'questions',
    saying: null,
    turn: initialTurnState,
    turnOrigin: 0,
    answerStartedAt: null,
    recording: false,
    followUpsAsked: 0,
    silentTurns: 0,
    candidateQuestions: 0,
    lead: '',
    heldNote: null,
    retakable: null,
    takes: {},
    closingTurn: null,
    replyTopic: null,
    answered: [],
    summarising: null,
  };
}

/**
 * The spoken interview as a pure state machine: it greets and asks, listens (the turn-taker decides when an answer
 * ends), honours requests, saves each answer, asks a follow-up the content rules suggested within the budget, moves on,
 * invites the candidate's questions and says goodbye. The browser feeds it what it hears and does what it says.
 */
export function stepConversation(state: ConversationState, input: ConversationInput): ConversationStep {
  if (state.phase === 'done') return { state, effects: [] };
  if (state.phase === 'ending') return ending(state, input);
  switch (input.type) {
    case 'begin': {
      if (state.phase !== 'ready') return { state, effects: [] };
      const first = state.setup.questions[0];
      if (!first) return say(state, input.t, CONVERSATION_LINES.goodbye(state.setup.candidateName), 'goodbye');
      const { candidateName, questions, resumed } = state.setup;
      const text = resumed
        ? `${CONVERSATION_LINES.welcomeBack(candidateName, questions.length)} ${CONVERSATION_LINES.nextLeft} ${first.text}`
        : `${CONVERSATION_LINES.greeting(candidateName, questions.length)} ${CONVERSATION_LINES.first} ${first.text}`;
      return say({ ...state, current: first, index: 0 }, input.t, text, 'question');
    }
    case 'speech-ended':
      return speechEnded(state, input.t);
    case 'frame':
      return frame(state, input);
    case 'request':
      return request(state, input.t, input.request);
    case 'typed':
      return typed(state, input.t, input.text);
    case 'answer-saved':
      return answerSaved(state, input.t, input.followUp, input.note ?? null, input.heard?.trim() ?? '');
    case 'no-words':
      return { state: { ...state, setup: { ...state.setup, turnTaking: withoutWords(state.setup.turnTaking) } }, effects: [] };
    case 'follow-up-ready': {
      if (state.phase !== 'saving') return { state, effects: [] };
      return say({ ...state, current: input.question, followUpsAsked: state.followUpsAsked + 1, heldNote: null }, input.t, input.question.text, 'question');
    }
    case 'follow-up-failed':
      return state.phase === 'saving' ? moveOn(state, input.t, state.heldNote ?? input.note ?? null) : { state, effects: [] };
    case 'follow-up-unwanted':
      return state.phase === 'saving' ? judgeOrMoveOn(state, input.t, state.heldNote, input.heard?.trim() ?? '') : { state, effects: [] };
    case 'closing-words': {
      if (state.phase !== 'saving' || !state.closingTurn) return { state, effects: [] };
      const { began, reason, ended } = state.closingTurn;
      const heard: ConversationState = { ...state, closingTurn: null };
      if (state.stage === 'questions') return decideAnswer({ ...heard, phase: 'listening' }, ended, began, reason, input.words.trim(), input.t);
      return closingTurn(heard, input.t, began, reason, input.words.trim());
    }
    case 'candidate-reply':
      return candidateReply(state, input.t, input.text);
    case 'summary': {
      if (state.phase !== 'saving' || !state.summarising) return { state, effects: [] };
      const asked = new Set(state.setup.questions.map((q) => q.key));
      const questions = state.answered.filter((a) => asked.has(a.questionKey)).length;
      const summary = input.text?.trim() || CONVERSATION_LINES.summary(questions, state.answered.length - questions);
      const text = [state.summarising.lead, summary, CONVERSATION_LINES.goodbye(state.setup.candidateName)].filter(Boolean).join(' ');
      return say({ ...state, summarising: null }, input.t, text, 'goodbye');
    }
    case 'retake':
      return retake(state, input.t);
    case 'pause': {
      if (state.phase !== 'speaking' && state.phase !== 'listening') return { state, effects: [] };
      return { state: { ...state, phase: 'paused', saying: null, recording: false, turn: initialTurnState, answerStartedAt: null }, effects: interrupt(state, input.t) };
    }
    case 'resume': {
      if (state.phase !== 'paused') return { state, effects: [] };
      if (state.stage === 'closing' || !state.current) return say(state, input.t, CONVERSATION_LINES.close, 'close');
      return say(state, input.t, `${CONVERSATION_LINES.resumed} ${state.current.text}`, 'question');
    }
    case 'end': {
      const stop = interrupt(state, input.t);
      const step = say({ ...state, recording: false, saying: null, summarising: null }, input.t, CONVERSATION_LINES.goodbye(state.setup.candidateName), 'goodbye');
      return { state: step.state, effects: [...stop, ...step.effects] };
    }
  }
}

/** While the goodbye is said only its end, or the candidate ending the interview at once, count: no answer, no reply. */
function ending(state: ConversationState, input: ConversationInput): ConversationStep {
  if (input.type === 'speech-ended') return speechEnded(state, input.t);
  if (input.type !== 'end') return { state, effects: [] };
  return { state: { ...state, phase: 'done', saying: null }, effects: [...interviewerTurn(state, input.t), { type: 'stop-saying' }, { type: 'finished' }] };
}

/**
 * The longest turn (from its first voice to the silence that ended it) that may be a request awaiting its last words:
 * a request is at most MAX_REQUEST_WORDS (≈ 5 s spoken), and the silence that ends it adds the patience (≈ 2 s).
 */
const MAX_REQUEST_TURN_SECONDS = 7;

/** Starts an utterance; the candidate's turn (and its clock) starts with it, so talking over it is heard. */
function say(state: ConversationState, t: number, text: string, purpose: SpeechPurpose): ConversationStep {
  return {
    state: { ...state, phase: purpose === 'goodbye' ? 'ending' : 'speaking', saying: { text, purpose, startedAt: t }, turn: initialTurnState, turnOrigin: t, answerStartedAt: null },
    effects: [{ type: 'say', text, purpose }],
  };
}

function interviewerTurn(state: ConversationState, t: number): ConversationEffect[] {
  if (!state.saying) return [];
  return [{ type: 'turn', turn: { speaker: 'interviewer', started_at: round(state.saying.startedAt), ended_at: round(t), text: state.saying.text, question_key: state.current?.key ?? null, ended_by: null } }];
}

function speechEnded(state: ConversationState, t: number): ConversationStep {
  if (!state.saying) return { state, effects: [] };
  const said = interviewerTurn(state, t);
  const purpose = state.saying.purpose;
  // Barged in: the candidate is already answering, the recorder already runs.
  if (state.phase === 'listening') return { state: { ...state, saying: null }, effects: said };
  if (purpose === 'goodbye') return { state: { ...state, phase: 'done', saying: null }, effects: [...said, { type: 'finished' }] };
  const listening: ConversationState = { ...state, phase: 'listening', saying: null };
  const record = startRecording(listening);
  return { state: record.state, effects: [...said, ...record.effects] };
}

function startRecording(state: ConversationState): ConversationStep {
  if (state.stage === 'closing' && !state.recording) return { state: { ...state, recording: true }, effects: [{ type: 'listen-words' }] };
  if (state.stage !== 'questions' || state.recording || !state.current) return { state, effects: [] };
  return { state: { ...state, recording: true }, effects: [{ type: 'start-recording', questionKey: state.current.key }] };
}

function frame(state: ConversationState, input: Extract<ConversationInput, { type: 'frame' }>): ConversationStep {
  if (state.phase !== 'speaking' && state.phase !== 'listening') return { state, effects: [] };
  const speaking = state.phase === 'speaking';
  const turnFrame: TurnFrame = { ...input, t: input.t - state.turnOrigin, interviewerSpeaking: speaking };
  const { state: turn, event } = stepTurn(state.turn, turnFrame, state.setup.turnTaking);
  const next = { ...state, turn };
  if (!event) return cutIfTooLong(next, input.t, input.words);
  switch (event.type) {
    case 'barge-in': {
      const listening: ConversationState = { ...next, phase: 'listening', answerStartedAt: state.turnOrigin + event.t - state.setup.turnTaking.bargeInSeconds };
      const record = startRecording(listening);
      return { state: record.state, effects: [{ type: 'stop-saying' }, ...record.effects] };
    }
    case 'answer-started':
      return { state: { ...next, answerStartedAt: state.turnOrigin + event.t }, effects: [] };
    case 'answer-ended': {
      // A silent turn (no voice at all) and the ending of a spoken one are told apart by whether an answer began.
      if (state.turn.phase === 'waiting' && event.reason === 'silence') return silentTurn(next, input.t);
      return answerEnded(next, input.t, event.reason, input.words.join(' '));
    }
  }
}

/** The persona cuts in on an answer that runs past its limit (the tough one at twice the target, everyone at the cap). */
function cutIfTooLong(state: ConversationState, t: number, words: readonly string[]): ConversationStep {
  if (state.phase !== 'listening' || state.answerStartedAt === null || !state.current || state.stage !== 'questions') return { state, effects: [] };
  const cut = shouldCutAnswer(state.setup.persona, state.current.targetSeconds, t - state.answerStartedAt);
  if (!cut) return { state, effects: [] };
  const step = answerEnded(state, t, cut.reason === 'answer_cap' ? 'time_cap' : 'interrupted', words.join(' '));
  return { state: { ...step.state, lead: PERSONA_STYLES[state.setup.persona].interruption }, effects: step.effects };
}

function silentTurn(state: ConversationState, t: number): ConversationStep {
  if (state.stage === 'closing') return withFirst(state.recording ? [{ type: 'discard-recording' }] : [], closeWithSummary({ ...state, recording: false }, t));
  // Nothing said twice running: the question is left unanswered and the interview goes on.
  if (state.silentTurns >= 1 && state.current) {
    const skipped: ConversationState = { ...state, recording: false, silentTurns: 0, lead: CONVERSATION_LINES.movingOn };
    const step = nextQuestion(skipped, t);
    return { state: step.state, effects: [{ type: 'discard-recording' }, { type: 'skip-answer', questionKey: state.current.key }, ...step.effects] };
  }
  return say({ ...state, silentTurns: state.silentTurns + 1 }, t, CONVERSATION_LINES.noAnswer, 'give_time');
}

function answerEnded(state: ConversationState, t: number, reason: TurnEndReason, transcript: string): ConversationStep {
  const began = state.answerStartedAt ?? t;
  if (state.stage === 'closing') {
    // A spoken question is understood from all its words: the last ones are still being recognised.
    if (reason === 'typed') return closingTurn(state, t, began, reason, transcript);
    return { state: { ...state, phase: 'saving', recording: false, closingTurn: { began, reason, ended: t } }, effects: [{ type: 'await-words' }] };
  }
  const intent = transcript.trim() ? recogniseIntent(transcript, 'answering') : { intent: 'answer' as const, topic: null };
  // A turn as short as a request, ended by silence while its last words may still be on their way, is understood from
  // all of them: the words of "could you repeat the question?" often come a chunk after the silence that ends it.
  if (reason === 'silence' && intent.intent === 'answer' && t - began <= MAX_REQUEST_TURN_SECONDS && state.recording) {
    return { state: { ...state, phase: 'saving', closingTurn: { began, reason, ended: t } }, effects: [{ type: 'await-words' }] };
  }
  return decideAnswer(state, t, began, reason, transcript);
}

/**
 * A finished turn while answering (ended at `t`), with the words it is understood from: a request is honoured, an answer
 * saved. `now`: when its words were all in, up to seconds after it ended on a busy recogniser; the reply starts then.
 */
function decideAnswer(state: ConversationState, t: number, began: number, reason: TurnEndReason, transcript: string, now = t): ConversationStep {
  const intent = transcript.trim() ? recogniseIntent(transcript, 'answering') : { intent: 'answer' as const, topic: null };
  const candidate = candidateTurn(state, began, t, reason, transcript);
  if (intent.intent === 'repeat_question' || intent.intent === 'time_to_think') return request(state, now, intent.intent, candidate);
  if (!state.current) return { state, effects: [] };
  const takes = { ...state.takes, [state.current.key]: (state.takes[state.current.key] ?? 0) + 1 };
  const mayRetake = retakeAllowed(state.setup.mode, takes[state.current.key] ?? 1);
  return {
    state: {
      ...state,
      phase: 'saving',
      recording: false,
      silentTurns: 0,
      takes,
      retakable: mayRetake ? { question: state.current, index: state.index } : null,
      answered: withAnswer(state.answered, state.current.key, transcript.trim()),
    },
    effects: [
      candidate,
      { type: 'save-answer', questionKey: state.current.key, endedBy: reason, transcript, answerSeconds: round(Math.max(0, t - began)), typed: reason === 'typed' },
    ],
  };
}

function candidateTurn(state: ConversationState, began: number, t: number, reason: TurnEndReason, transcript: string): ConversationEffect {
  return {
    type: 'turn',
    turn: { speaker: 'candidate', started_at: round(began), ended_at: round(t), text: transcript, question_key: state.current?.key ?? null, ended_by: reason },
  };
}

/** A turn of the candidate's after "Do you have any questions for me?": none (goodbye), a request, or a question to answer. */
function closingTurn(state: ConversationState, t: number, began: number, reason: TurnEndReason, transcript: string): ConversationStep {
  const candidate = candidateTurn(state, began, t, reason, transcript);
  const intent = transcript ? recogniseIntent(transcript, 'closing') : { intent: 'answer' as const, topic: null };
  const quiet: ConversationState = { ...state, recording: false };
  if (intent.intent === 'no_questions') return withFirst(candidate, closeWithSummary(quiet, t));
  if (intent.intent === 'repeat_question') return withFirst(candidate, say(quiet, t, CONVERSATION_LINES.close, 'close'));
  // Without a recogniser's words a spoken question cannot be sorted by topic: it gets the general answer.
  const topic = intent.topic ?? 'other';
  return {
    state: { ...quiet, phase: 'saving', replyTopic: topic },
    effects: [candidate, { type: 'answer-candidate-question', question: transcript, topic }],
  };
}

function candidateReply(state: ConversationState, t: number, text: string | null): ConversationStep {
  if (state.phase !== 'saving' || !state.replyTopic) return { state, effects: [] };
  const reply = text?.trim() || CONVERSATION_LINES.reply[state.replyTopic];
  const asked = state.candidateQuestions + 1;
  const answered: ConversationState = { ...state, candidateQuestions: asked, replyTopic: null };
  return asked >= state.setup.maxCandidateQuestions ? closeWithSummary(answered, t, reply) : say(answered, t, `${reply} ${CONVERSATION_LINES.anythingElse}`, 'reply');
}

function request(state: ConversationState, t: number, kind: 'repeat_question' | 'time_to_think' | 'answer_finished', spoken?: ConversationEffect): ConversationStep {
  if (state.phase !== 'listening' && state.phase !== 'speaking') return { state, effects: [] };
  if (kind === 'answer_finished') {
    if (state.phase !== 'listening') return { state, effects: [] };
    return answerEnded(state, t, 'keypress', '');
  }
  const before: ConversationEffect[] = [...(spoken ? [spoken] : []), ...interrupt(state, t)];
  const quiet = { ...state, recording: false, saying: null };
  if (state.stage === 'closing') return withFirst(before, say(quiet, t, CONVERSATION_LINES.close, 'close'));
  const step =
    kind === 'repeat_question' && state.current
      ? say(quiet, t, `${CONVERSATION_LINES.repeat} ${state.current.text}`, 'question')
      : say(quiet, t, CONVERSATION_LINES.giveTime, 'give_time');
  return withFirst(before, step);
}

function typed(state: ConversationState, t: number, text: string): ConversationStep {
  if (state.phase !== 'listening' && state.phase !== 'speaking') return { state, effects: [] };
  const stop = interrupt(state, t);
  const step = answerEnded({ ...state, phase: 'listening', saying: null, recording: false, answerStartedAt: state.answerStartedAt ?? t }, t, 'typed', text.trim());
  return withFirst(stop, step);
}

function answerSaved(saving: ConversationState, t: number, followUp: { text: string } | null, note: string | null, heard: string): ConversationStep {
  const current = saving.current;
  if (saving.phase !== 'saving' || !current) return { state: saving, effects: [] };
  // The words recognised to the end of a spoken answer are more than the turn-taker had when it ended.
  const state = heard ? { ...saving, answered: withAnswer(saving.answered, current.key, heard) } : saving;
  const isFollowUp = state.setup.questions[state.index]?.key !== current.key;
  // A persona that presses asks the server even when the rules found nothing missing: it may want specifics.
  const presses = PERSONA_STYLES[state.setup.persona].followUps === 'specifics';
  if ((followUp || heard || presses) && !isFollowUp && state.followUpsAsked < state.setup.maxFollowUps) {
    return {
      state: { ...state, heldNote: note },
      effects: [{ type: 'add-follow-up', questionKey: current.key, text: followUp?.text ?? null, ...(heard && !followUp ? { heard } : {}) }],
    };
  }
  return judgeOrMoveOn(state, t, note, heard);
}

/**
 * On to the next question; first, in Practice, a spoken answer without a note has its heard words judged for one (Real
 * gives no note, so it never waits for that).
 */
function judgeOrMoveOn(state: ConversationState, t: number, note: string | null, heard: string): ConversationStep {
  const current = state.current;
  if (note === null && heard && current && MODE_RULES[state.setup.mode].feedbackAfterEachAnswer) {
    return { state: { ...state, heldNote: null }, effects: [{ type: 'judge-heard', questionKey: current.key, heard }] };
  }
  return moveOn(state, t, note);
}

/** On to the next question, with the persona's lead and — in Practice — the note on the answer. */
function moveOn(state: ConversationState, t: number, note: string | null): ConversationStep {
  // The note comes with the move on, never before a follow-up that asks for the very thing it would point out.
  const said = note ? feedbackAfterAnswer(state.setup.mode, note) : null;
  const lead = state.lead || PERSONA_STYLES[state.setup.persona].acknowledgement;
  return nextQuestion({ ...state, heldNote: null, lead: said ? `${lead} ${said}` : lead }, t);
}

function nextQuestion(state: ConversationState, t: number): ConversationStep {
  const index = state.index + 1;
  const next = state.setup.questions[index];
  const moved = { ...state, lead: '' };
  const text = movingOnLine(state);
  if (!next) return say({ ...moved, stage: 'closing', current: null }, t, text, 'close');
  return say({ ...moved, index, current: next }, t, text, 'question');
}

/**
 * What the interviewer says on moving on from the question in hand, as things stand (no note): known while the
 * candidate answers, so its speech can be made before the answer ends.
 */
export function movingOnLine(state: ConversationState): string {
  const lead = state.lead || PERSONA_STYLES[state.setup.persona].acknowledgement;
  const next = state.setup.questions[state.index + 1];
  return next ? `${lead} ${CONVERSATION_LINES.next} ${next.text}` : `${lead} ${CONVERSATION_LINES.close}`;
}

/** Asks the answered question again; the next answer to it is its next take, and the interview goes on from there. */
function retake(state: ConversationState, t: number): ConversationStep {
  if ((state.phase !== 'speaking' && state.phase !== 'listening') || !state.retakable) return { state, effects: [] };
  const { question, index } = state.retakable;
  const stop = interrupt(state, t);
  const again: ConversationState = { ...state, stage: 'questions', current: question, index, retakable: null, recording: false, saying: null, lead: '', candidateQuestions: 0 };
  return withFirst(stop, say(again, t, `${CONVERSATION_LINES.retake} ${question.text}`, 'question'));
}

/**
 * The end of an interview that ran its course: a short summary of the answers, then goodbye, said as one turn. The
 * summary is the server's to find (its content rules, or a model); with no answer given there is nothing to sum up.
 */
function closeWithSummary(state: ConversationState, t: number, lead = ''): ConversationStep {
  if (state.answered.length === 0) return say(state, t, [lead, CONVERSATION_LINES.goodbye(state.setup.candidateName)].filter(Boolean).join(' '), 'goodbye');
  return { state: { ...state, phase: 'saving', saying: null, summarising: { lead } }, effects: [{ type: 'summarise', answers: state.answered }] };
}

/** The answers so far with this one's words: a retake's replace its earlier take's. */
function withAnswer(answered: readonly HeardAnswer[], questionKey: string, words: string): HeardAnswer[] {
  return [...answered.filter((a) => a.questionKey !== questionKey), { questionKey, words }];
}

/** Stops what is under way for a request, a typed answer or the end: the words said so far are kept as a turn. */
function interrupt(state: ConversationState, t: number): ConversationEffect[] {
  return [
    ...(state.saying ? [...interviewerTurn(state, t), { type: 'stop-saying' as const }] : []),
    ...(state.recording ? [{ type: 'discard-recording' as const }] : []),
  ];
}

function withFirst(first: ConversationEffect | ConversationEffect[], step: ConversationStep): ConversationStep {
  return { state: step.state, effects: [...(Array.isArray(first) ? first : [first]), ...step.effects] };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
