import { TOUGH_SPECIFICS_FOLLOW_UP, type InterviewerPersona } from '@rehearse/contract/interview-conversation';
import type { FollowUpSuggestion } from '@rehearse/contract/mock-interview';

/** Figures an answer can give: digits, or a number word beyond "one" (which speech uses for "one day", "one of"). */
const FIGURE = /\d|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|half|double|twice|percent|dozen)\b/i;

export function hasFigures(text: string): boolean {
  return FIGURE.test(text);
}

/**
 * The tough interviewer's follow-up when the rules found nothing missing: it presses for specifics while the answer
 * gives no figures. The others move on. Asked as a missing result (the numbers are what it asks for first).
 */
export function pressForSpecifics(persona: InterviewerPersona | undefined, transcript: string): FollowUpSuggestion | null {
  if (persona !== 'tough' || !transcript.trim() || hasFigures(transcript)) return null;
  return { text: TOUGH_SPECIFICS_FOLLOW_UP, reason: 'no_result', written_by_ai: false };
}
