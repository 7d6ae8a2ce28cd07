import type { StoredConversationTurn } from '@rehearse/contract/interview-conversation';
import { mockUrls, type MockAnswers } from '@rehearse/contract/mock-interview';
import { recogniseIntent } from '@rehearse/interviewer/intents/spoken-intent';

/**
 * Which kept turns have a recording to play, by turn `seq`: each question's answers in the conversation (its candidate
 * turns, but requests such as "could you repeat the question?", which were never saved) are its attempts, the last
 * turn the latest attempt. They are paired from the end, so attempts made on the recorder before the conversation
 * went on, or an upload that failed, leave the conversation's last answers with their own recordings. Typed answers,
 * skipped and deleted recordings have none.
 */
export function turnRecordings(sessionId: string, turns: readonly StoredConversationTurn[], answers: MockAnswers): Map<number, string> {
  const urls = new Map<number, string>();
  for (const [key, answer] of Object.entries(answers)) {
    const attempts = [...(answer.earlier_attempts ?? []), { ...answer, attempt: answer.attempt ?? 1 }].filter((a) => !a.skipped);
    const given = turns.filter((t) => t.speaker === 'candidate' && t.question_key === key && !isRequest(t.text));
    for (let i = 1; i <= Math.min(attempts.length, given.length); i += 1) {
      const attempt = attempts[attempts.length - i]!;
      const turn = given[given.length - i]!;
      if (turn.ended_by !== 'typed' && !attempt.typed && attempt.media_url && !attempt.recording_deleted) urls.set(turn.seq, mockUrls.media(sessionId, key, attempt.attempt));
    }
  }
  return urls;
}

/** As the conversation understood the turn: a request to the interviewer is not an answer and was not recorded. */
function isRequest(text: string): boolean {
  if (!text.trim()) return false;
  const { intent } = recogniseIntent(text, 'answering');
  return intent === 'repeat_question' || intent === 'time_to_think';
}
