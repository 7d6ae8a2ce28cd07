import type { TurnEndReason } from '@rehearse/contract/interview-conversation';
import { endsWithFinishingPhrase } from '../intents/spoken-intent.ts';
import { sentenceCue } from './sentence-cue.ts';
import type { TurnFrame } from './turn-frame.ts';
import { DEFAULT_TURN_TAKING, type TurnTakingOptions } from './turn-taking-options.ts';

export type TurnPhase = 'waiting' | 'answering' | 'ended';

export interface TurnState {
  phase: TurnPhase;
  /** Whether the last frame held the candidate's voice (after hysteresis). */
  voiced: boolean;
  /** Start of the current run of voiced frames. */
  voiceRunStart: number | null;
  /** The last voiced frame of the answer. */
  lastVoiceAt: number | null;
  /** When the turn began listening for the candidate (the first frame). */
  listeningSince: number | null;
  /** The interviewer was told to stop for this turn already. */
  bargedIn: boolean;
}

export type TurnEvent =
  | { type: 'answer-started'; t: number }
  | { type: 'barge-in'; t: number }
  | { type: 'answer-ended'; t: number; reason: Extract<TurnEndReason, 'silence' | 'spoken_end' | 'keypress'>; silenceSeconds: number };

export const initialTurnState: TurnState = {
  phase: 'waiting',
  voiced: false,
  voiceRunStart: null,
  lastVoiceAt: null,
  listeningSince: null,
  bargedIn: false,
};

/**
 * One frame of turn-taking: whether the candidate is still answering, has finished, or has started talking over the
 * interviewer (who must then stop). Pure: the browser calls it on every audio frame; tests replay recorded traces.
 */
export function stepTurn(
  state: TurnState,
  frame: TurnFrame,
  options: TurnTakingOptions = DEFAULT_TURN_TAKING,
): { state: TurnState; event: TurnEvent | null } {
  if (state.phase === 'ended') return { state, event: null };
  const voiced = isVoiced(frame, state.voiced, options);
  const voiceRunStart = voiced ? (state.voiceRunStart ?? frame.t) : null;
  const next: TurnState = {
    ...state,
    voiced,
    voiceRunStart,
    listeningSince: state.listeningSince ?? frame.t,
    lastVoiceAt: voiced && state.phase === 'answering' ? frame.t : state.lastVoiceAt,
  };
  const ran = voiceRunStart === null ? 0 : frame.t - voiceRunStart;

  if (frame.keyPressed) {
    return end(next, frame.t, 'keypress');
  }

  if (frame.interviewerSpeaking) {
    if (!state.bargedIn && ran >= options.bargeInSeconds) {
      return {
        state: { ...next, phase: 'answering', bargedIn: true, lastVoiceAt: frame.t },
        event: { type: 'barge-in', t: frame.t },
      };
    }
    // While the interviewer talks, silence is not the candidate's: no answer ends and the wait has not begun.
    return { state: { ...next, listeningSince: state.phase === 'waiting' ? null : next.listeningSince }, event: null };
  }

  if (next.phase === 'waiting') {
    if (ran >= options.minSpeechSeconds && voiceRunStart !== null) {
      return { state: { ...next, phase: 'answering', lastVoiceAt: frame.t }, event: { type: 'answer-started', t: voiceRunStart } };
    }
    const waited = frame.t - (next.listeningSince ?? frame.t);
    if (waited >= options.patienceSeconds.none * options.patienceScale) return end(next, frame.t, 'silence');
    return { state: next, event: null };
  }

  if (voiced) return { state: next, event: null };
  const silence = frame.t - (next.lastVoiceAt ?? frame.t);
  if (endsWithFinishingPhrase(frame.words) && silence >= options.spokenEndSeconds) return end(next, frame.t, 'spoken_end');
  if (silence >= patienceFor(frame.words, options)) return end(next, frame.t, 'silence');
  return { state: next, event: null };
}

/** Seconds of silence that end the answer, given the words heard so far. */
export function patienceFor(words: readonly string[], options: TurnTakingOptions = DEFAULT_TURN_TAKING): number {
  const cue = sentenceCue(words);
  // Voice was heard but no word recognised yet (the recogniser lags the voice): as patient as after an open sentence.
  return options.patienceSeconds[cue === 'none' ? 'open' : cue] * options.patienceScale;
}

function isVoiced(frame: TurnFrame, wasVoiced: boolean, options: TurnTakingOptions): boolean {
  if (frame.speechProbability !== undefined) {
    const { on, off } = options.speechProbability;
    const speech = frame.speechProbability >= (wasVoiced ? off : on);
    // The model hears the interviewer's echo as speech too: over the interviewer, the voice must also be louder than
    // what echo cancellation leaves of it, as on the level path.
    if (!speech || !frame.interviewerSpeaking || frame.levelDb === undefined) return speech;
    return frame.levelDb >= options.speechLevelDb.on + options.echoMarginDb;
  }
  if (frame.levelDb !== undefined) {
    const { on, off } = options.speechLevelDb;
    const margin = frame.interviewerSpeaking ? options.echoMarginDb : 0;
    return frame.levelDb >= (wasVoiced ? off : on) + margin;
  }
  return false;
}

function end(state: TurnState, t: number, reason: 'silence' | 'spoken_end' | 'keypress') {
  const silenceSeconds = state.lastVoiceAt === null || state.voiced ? 0 : round(t - state.lastVoiceAt);
  return {
    state: { ...state, phase: 'ended' as const },
    event: { type: 'answer-ended' as const, t, reason, silenceSeconds },
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Replays frames through the turn-taker and returns what it decided, in order: for traces, benches and logs. */
export function replayTurn(frames: readonly TurnFrame[], options: TurnTakingOptions = DEFAULT_TURN_TAKING): TurnEvent[] {
  const events: TurnEvent[] = [];
  let state = initialTurnState;
  for (const frame of frames) {
    const step = stepTurn(state, frame, options);
    state = step.state;
    if (step.event) events.push(step.event);
  }
  return events;
}
