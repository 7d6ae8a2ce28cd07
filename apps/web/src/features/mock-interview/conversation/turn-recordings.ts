import type { StoredConversationTurn } from '@rehearse/contract/interview-conversation';
import { mockUrls, type MockAnswers } from '@rehearse/contract/mock-interview';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { recogniseIntent } from '@rehearse/interviewer/intents/spoken-intent';

/**
 * By question key, each attempt at the question that was not skipped, oldest first: the address of its recording, or
 * null when it has none to play (typed, deleted after the retention period, or its upload never came).
 */
export type AttemptRecordings = Readonly<Record<string, readonly (string | null)[]>>;

/** The attempts of a running or just finished interview, as its answers hold them. */
export function answerRecordings(sessionId: string, answers: MockAnswers): AttemptRecordings {
  return Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [
      key,
      [...(answer.earlier_attempts ?? []), { ...answer, attempt: answer.attempt ?? 1 }]
        .filter((a) => !a.skipped)
        .map((a) => (!a.typed && a.media_url && !a.recording_deleted ? mockUrls.media(sessionId, key, a.attempt) : null)),
    ]),
  );
}

/** The attempts of a finished interview, as its report holds them (the server gives each playable one's address). */
export function reportRecordings(questions: readonly MockQuestionResult[]): AttemptRecordings {
  return Object.fromEntries(questions.map((q) => [q.question_key, (q.attempts ?? [q]).filter((a) => !a.skipped).map((a) => (a.typed ? null : a.recording_url))]));
}

/**
 * Which kept turns have a recording to play, by turn `seq`: each question's answers in the conversation (its candidate
 * turns, but requests such as "could you repeat the question?", which were never saved) are its attempts, the last
 * turn the latest attempt. They are paired from the end, so attempts made on the recorder before the conversation
 * went on, or an upload that failed, leave the conversation's last answers with their own recordings. Typed answers,
 * skipped and deleted recordings have none.
 */
export function turnRecordings(turns: readonly StoredConversationTurn[], recordings: AttemptRecordings): Map<number, string> {
  const urls = new Map<number, string>();
  for (const [key, attempts] of Object.entries(recordings)) {
    const given = turns.filter((t) => t.speaker === 'candidate' && t.question_key === key && !isRequest(t.text));
    for (let i = 1; i <= Math.min(attempts.length, given.length); i += 1) {
      const url = attempts[attempts.length - i];
      const turn = given[given.length - i]!;
      if (turn.ended_by !== 'typed' && url) urls.set(turn.seq, url);
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
