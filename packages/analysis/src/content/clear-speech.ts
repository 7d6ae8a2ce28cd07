import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { FAR_TOO_SHORT_FOR_CONTENT, NOT_ENOUGH_SPEECH_FOR_CONTENT } from '@rehearse/contract/answer-content';
import { DOUBTFUL_WORD_POSTERIOR } from '@rehearse/contract/transcript-trust';
import { formatTime } from '../feedback/format-time.ts';

/** Fewer clearly heard words than this and content is not judged: a STAR answer takes several sentences (as the mock STAR check). */
export const CONTENT_MIN_CLEAR_WORDS = 20;
/** Less than this share of the words heard clearly and the transcript is too garbled to judge what was said. */
export const CONTENT_MIN_CLEAR_SHARE = 0.5;

/** A word the content rules count: anything the recogniser did not flag as doubtful (engines without confidences: all). */
export function isClearWord(word: TranscriptWord): boolean {
  return word.confidence === null || word.confidence >= DOUBTFUL_WORD_POSTERIOR;
}

/** Under this share of its question's target time a short answer's few clear words are called far too short, not unclear. */
export const FAR_TOO_SHORT_SHARE = 0.25;

/**
 * Why the content was not judged, with the numbers that decided it: 'not enough clear speech to judge content (14
 * clear words; 20 needed)', or '(25 of 60 words clear; at least half needed)'; null when there was enough. Two answers
 * of the same length can differ here: it is the clearly heard words that count, not all the words. When the words were
 * heard clearly and there were just too few of them for the question's time, that is what it says: 'far too short to
 * judge content (0:05 for a 1:00 question; 12 words, 20 needed)', 0:05 being the recording's length when given.
 */
export function notEnoughSpeechNote(words: readonly TranscriptWord[], targetSeconds?: number, recordedSeconds?: number): string | null {
  const clear = words.filter(isClearWord).length;
  const clearShare = clear / Math.max(1, words.length);
  // The length stated is the recording's (the Duration tile's figure) when the answer has one of its own.
  const spoken = words.length === 0 ? 0 : Math.max(...words.map((w) => w.end)) - Math.min(...words.map((w) => w.start));
  const seconds = recordedSeconds !== undefined && recordedSeconds > 0 ? recordedSeconds : spoken;
  if (clear < CONTENT_MIN_CLEAR_WORDS && clearShare >= CONTENT_MIN_CLEAR_SHARE && targetSeconds !== undefined && targetSeconds > 0 && seconds < FAR_TOO_SHORT_SHARE * targetSeconds) {
    return `${FAR_TOO_SHORT_FOR_CONTENT} (${formatTime(seconds)} for a ${formatTime(targetSeconds)} question; ${clear} ${clear === 1 ? 'word' : 'words'}, ${CONTENT_MIN_CLEAR_WORDS} needed)`;
  }
  if (clear < CONTENT_MIN_CLEAR_WORDS) {
    return `${NOT_ENOUGH_SPEECH_FOR_CONTENT} (${clear} clear ${clear === 1 ? 'word' : 'words'}; ${CONTENT_MIN_CLEAR_WORDS} needed)`;
  }
  if (clear / Math.max(1, words.length) < CONTENT_MIN_CLEAR_SHARE) {
    return `${NOT_ENOUGH_SPEECH_FOR_CONTENT} (${clear} of ${words.length} words clear; at least half needed)`;
  }
  return null;
}

/**
 * How many words a content finding counted, as the user can check it against the transcript's word count: '103 words'
 * when every word was heard clearly, else '89 clearly heard words of 103' (the doubtful ones, shown lighter under the
 * transcript, are left out of the rules).
 */
export function countedWords(clear: number, all: number): string {
  return clear >= all ? `${all} words` : `${clear} clearly heard words of ${all}`;
}

/** The same, short, for a headline: '103 words' or '89 clear words'. */
export function countedWordsShort(clear: number, all: number): string {
  return clear >= all ? `${all} words` : `${clear} clear words`;
}
