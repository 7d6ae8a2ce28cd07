import { stepEchoGate, type EchoGateState } from '@rehearse/interviewer/conversation/echo-gate';
import type { TurnFrame } from '@rehearse/interviewer/turn-taking/turn-frame';
import { DEFAULT_TURN_TAKING } from '@rehearse/interviewer/turn-taking/turn-taking-options';

/** What the microphone level reads in a silent room: what an echo frame is turned into. */
const SILENT_DB = -100;

export interface HeardNow {
  levelDb: number;
  /** Silero VAD's speech probability, when the model runs and has a fresh frame. */
  speechProbability: number | undefined;
  /** The interviewer's voice's loudness as it plays; null when nothing plays or it cannot be read. */
  playDb: number | null;
}

/**
 * One frame for the turn-taker from what the microphone and the playback give: the voice model's probability when it
 * runs, else the level. Speech that follows the interviewer's playing voice is its echo and reaches the turn-taker as
 * silence, so it neither makes the interviewer stop nor starts an answer; `echoHeard` says to show the headphones hint.
 */
export function listeningFrame(gate: EchoGateState, now: HeardNow): { echo: EchoGateState; echoHeard: boolean; frame: Pick<TurnFrame, 'levelDb' | 'speechProbability'> } {
  const speech = now.speechProbability !== undefined ? now.speechProbability >= DEFAULT_TURN_TAKING.speechProbability.on : now.levelDb >= DEFAULT_TURN_TAKING.speechLevelDb.on;
  const step = stepEchoGate(gate, { micDb: now.levelDb, playDb: now.playDb, speech });
  const frame = step.echo
    ? { levelDb: SILENT_DB, ...(now.speechProbability === undefined ? {} : { speechProbability: 0 }) }
    : { levelDb: now.levelDb, ...(now.speechProbability === undefined ? {} : { speechProbability: now.speechProbability }) };
  return { echo: step.state, echoHeard: step.echo, frame };
}
