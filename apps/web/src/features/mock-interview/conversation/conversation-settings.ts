import { interviewerPersonaSchema, interviewModeSchema } from '@rehearse/contract/interview-conversation';
import { z } from 'zod';

/** The choices made on the conversation's set-up, kept with the tab so a reload goes on with the same interviewer. */
export const conversationChoicesSchema = z.object({
  persona: interviewerPersonaSchema,
  mode: interviewModeSchema,
  /** A server voice id or `browser`; null until one is chosen. */
  voice: z.string().min(1).max(80).nullable(),
  speed: z.string().max(8),
  captions: z.boolean(),
});
export type ConversationChoices = z.infer<typeof conversationChoicesSchema>;

export const DEFAULT_CHOICES: ConversationChoices = { persona: 'neutral', mode: 'practice', voice: null, speed: '1', captions: true };

const key = (sessionId: string) => `rehearse.conversation.${sessionId}`;

/** The choices kept for this interview in this tab; the defaults when none are kept or they cannot be read. */
export function loadChoices(sessionId: string, storage: Pick<Storage, 'getItem'> = sessionStorage): ConversationChoices {
  try {
    const kept = storage.getItem(key(sessionId));
    return kept ? conversationChoicesSchema.parse(JSON.parse(kept)) : DEFAULT_CHOICES;
  } catch {
    return DEFAULT_CHOICES;
  }
}

export function saveChoices(sessionId: string, choices: ConversationChoices, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(key(sessionId), JSON.stringify(choices));
  } catch {
    // Storage full or refused (private mode): the choices are simply not remembered.
  }
}

const openKey = (sessionId: string) => `rehearse.conversation-open.${sessionId}`;

/** Whether this tab was talking with the interviewer in this interview, so a reload opens the conversation again. */
export function wasTalking(sessionId: string, storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(openKey(sessionId)) === '1';
  } catch {
    return false;
  }
}

export function rememberTalking(sessionId: string, talking: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  try {
    if (talking) storage.setItem(openKey(sessionId), '1');
    else storage.removeItem(openKey(sessionId));
  } catch {
    // Storage refused (private mode): a reload opens the recorder screen, as without it.
  }
}
