import { COUNTED_ATTEMPT_TEXTS } from './counted-attempt-texts.ts';

/** What the mock-interview report says about questions not asked and retaken ones . */
export const MOCK_REPORT_TEXTS = {
  notAskedNote: 'This question was not asked: the interview was finished before it.',
  attemptSkipped: 'Skipped in this attempt.',
  /** `question`: the entry's name after 'answer' ('2', '2 follow-up'; mock-question-places.ts). */
  answerRecording: (question: string): string => `Recording of answer ${question}`,
  attemptRecording: (question: string, attempt: number): string => `Recording of answer ${question}, attempt ${attempt}`,
  attemptsTitle: (question: string): string => `Attempts at question ${question}`,
  attemptsCompared: 'Your attempts side by side',
  /** Which attempt counts (the latest, or the one chosen), and, for each attempt whose score leaves content out, its own reason. */
  attemptsNote: (counted: { attempt: number; latest: number; chosen: boolean }, unjudged: ReadonlyArray<{ attempt: number; reason: string }>): string =>
    COUNTED_ATTEMPT_TEXTS.note(counted.attempt, counted.latest, counted.chosen) +
    unjudged.map((a) => ` Attempt ${a.attempt}: scored on video and audio only — ${a.reason}.`).join(''),
  notJudged: 'not enough clear speech',
  /** Under an answer's score when its content was not judged: video and audio only, left out of the overall. */
  deliveryOnly: 'Delivery only — not in the overall',
  /** The same when no answer was judged: the overall is the mean of such answers, so this one is in it. */
  deliveryOnlyInOverall: 'Delivery only',
  /** The counted fillers no transcript word shows, so the marks and the note add up to the Filler words figure. */
  heardOnlyFillers: (count: number): string => `Also ${count} held "uh"/"um" sound${count === 1 ? '' : 's'} heard in the audio, counted in Filler words.`,
} as const;
