import type { InterviewerPersona } from '@rehearse/contract/interview-conversation';
import { DEFAULT_TURN_TAKING, type TurnTakingOptions } from '../turn-taking/turn-taking-options.ts';
import { PERSONA_STYLES } from './interviewer-persona.ts';

/** The turn-taker's settings for an interviewer of this persona: its patience scaled, the rest as measured. */
export function turnTakingFor(persona: InterviewerPersona, base: TurnTakingOptions = DEFAULT_TURN_TAKING): TurnTakingOptions {
  return { ...base, patienceScale: base.patienceScale * PERSONA_STYLES[persona].patienceScale };
}
