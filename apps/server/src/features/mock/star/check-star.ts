import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { STAR_TEXTS } from '@rehearse/contract/mock-constants';
import { STAR_PARTS, type StarCheck, type StarPart, type StarPartName, type StarStatus } from '@rehearse/contract/mock-result';
import { readAnswerStar, type AnswerStar } from '@rehearse/analysis';

export interface StarOutcome {
  status: Exclude<StarStatus, 'skipped'>;
  star: StarCheck;
  /** 'not enough clear speech to check' when not checked. */
  note: string | null;
  /** Actions told with "I" and with "we", and whether "we" took so many that the answer hides the speaker's part. */
  ownership: AnswerStar['ownership'];
}

const absent: StarPart = { present: false, evidence: null };
export const EMPTY_STAR: StarCheck = { situation: absent, task: absent, action: absent, result: absent };

/**
 * A part's evidence: the first sentence read as it (else the first that shows it among others); the result's, the
 * last (the story's outcome comes at its end).
 */
function evidence(reading: AnswerStar, part: StarPartName): StarPart {
  if (reading.missing.includes(part)) return absent;
  const pick = (sentences: AnswerStar['sentences']) => (part === 'result' ? sentences.at(-1) : sentences[0]);
  const sentence = pick(reading.sentences.filter((s) => s.part === part)) ?? pick(reading.sentences.filter((s) => s.shows.includes(part)));
  return sentence ? { present: true, evidence: sentence.text } : absent;
}

/**
 * The STAR check of one answer (docs/SCORING.md §STAR check): the content layer's reading of what each sentence does,
 * so the check, the "Your answer" card and the follow-ups agree. With too little clear speech nothing is guessed.
 */
export function checkStar(transcript: { text: string; words?: readonly TranscriptWord[] } | null): StarOutcome {
  const reading = transcript ? readAnswerStar(transcript.words && transcript.words.length > 0 ? { words: transcript.words } : { text: transcript.text }) : null;
  if (!reading || reading.note !== null) {
    return { status: 'not_enough_speech', star: EMPTY_STAR, note: STAR_TEXTS.notEnoughSpeech, ownership: { i: 0, we: 0, weHeavy: false } };
  }
  return {
    status: 'checked',
    note: null,
    star: Object.fromEntries(STAR_PARTS.map((part) => [part, evidence(reading, part)])) as StarCheck,
    ownership: reading.ownership,
  };
}
