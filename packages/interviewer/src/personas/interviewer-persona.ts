import { TOUGH_SPECIFICS_FOLLOW_UP, type InterviewerPersona } from '@rehearse/contract/interview-conversation';
import { MOCK_MAX_ANSWER_SECONDS, type FollowUpReason } from '@rehearse/contract/mock-constants';

/** How an interviewer of one persona behaves: how long it waits, whether it cuts long answers short, how it presses. */
export interface PersonaStyle {
  /** Multiplies the turn-taker's patience: a friendly interviewer waits longer through a pause. */
  patienceScale: number;
  /** Cuts in when an answer runs past this multiple of its target time (before the answer cap); null never. */
  interruptAfterTargetMultiple: number | null;
  /**
   * Follow-up on an answer: `gaps` asks about what the content rules found missing; `specifics` also asks for
   * figures and one's own part when the answer stays general, even with nothing missing.
   */
  followUps: 'gaps' | 'specifics';
  /** Said before moving on after an answer. */
  acknowledgement: string;
  /** Said when cutting an answer short. */
  interruption: string;
}

export const PERSONA_STYLES: Record<InterviewerPersona, PersonaStyle> = {
  friendly: {
    patienceScale: 1.25,
    interruptAfterTargetMultiple: null,
    followUps: 'gaps',
    acknowledgement: 'Thank you, that was helpful.',
    interruption: 'Thank you — let us move on so we have time for everything.',
  },
  neutral: {
    patienceScale: 1,
    interruptAfterTargetMultiple: null,
    followUps: 'gaps',
    acknowledgement: 'Thank you.',
    interruption: 'Thank you, we need to move on.',
  },
  tough: {
    patienceScale: 0.85,
    interruptAfterTargetMultiple: 2,
    followUps: 'specifics',
    acknowledgement: 'Noted.',
    interruption: 'Let me stop you there.',
  },
};

export type AnswerCutOff = { seconds: number; reason: 'twice_target' | 'answer_cap' };

/**
 * When the interviewer stops an answer: every persona at the answer cap (the recording's limit); the tough one at
 * twice the question's target time when that comes first.
 */
export function answerCutOff(persona: InterviewerPersona, targetSeconds: number): AnswerCutOff {
  const multiple = PERSONA_STYLES[persona].interruptAfterTargetMultiple;
  const early = multiple === null ? Infinity : multiple * targetSeconds;
  return early < MOCK_MAX_ANSWER_SECONDS ? { seconds: early, reason: 'twice_target' } : { seconds: MOCK_MAX_ANSWER_SECONDS, reason: 'answer_cap' };
}

/** Whether an answer that has run `elapsedSeconds` is to be stopped now, and why. */
export function shouldCutAnswer(persona: InterviewerPersona, targetSeconds: number, elapsedSeconds: number): AnswerCutOff | null {
  const cut = answerCutOff(persona, targetSeconds);
  return elapsedSeconds >= cut.seconds ? cut : null;
}

/** Asked by the tough interviewer when the content rules found nothing missing but the answer stayed general. */
export const SPECIFICS_FOLLOW_UP = TOUGH_SPECIFICS_FOLLOW_UP;

/**
 * The follow-up to ask after an answer, if any: the most useful gap the content rules found (their order), else — for
 * a persona that presses — a push for specifics when the answer gave no figures. Null moves on.
 */
export function followUpFor(
  persona: InterviewerPersona,
  answer: { gaps: readonly FollowUpReason[]; hasFigures: boolean },
): { reason: FollowUpReason } | { reason: 'specifics' } | null {
  const first = answer.gaps[0];
  if (first) return { reason: first };
  if (PERSONA_STYLES[persona].followUps === 'specifics' && !answer.hasFigures) return { reason: 'specifics' };
  return null;
}
