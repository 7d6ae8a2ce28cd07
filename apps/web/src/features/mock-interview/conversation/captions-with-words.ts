export interface Caption {
  id: number;
  speaker: 'interviewer' | 'candidate';
  text: string;
  /** The answer whose words the caption shows: its words may still arrive after the interviewer has gone on. */
  answer?: number;
}

/** Captions kept on screen besides the newest one. */
const KEPT_CAPTIONS = 30;

/**
 * The captions with a line said or heard. The words of an answer are one caption, growing as they are recognised and
 * then set to its turn's words, wherever that caption now is: its last words can be recognised after the interviewer
 * has spoken the next line.
 */
export function captionsWithWords(all: readonly Caption[], line: Omit<Caption, 'id'>): Caption[] {
  if (line.speaker === 'candidate' && line.answer !== undefined) {
    const at = all.findLastIndex((c) => c.speaker === 'candidate' && c.answer === line.answer);
    if (at >= 0) return all.map((c, i) => (i === at ? { ...c, text: line.text } : c));
  }
  const last = all.at(-1);
  return [...all.slice(-KEPT_CAPTIONS), { ...line, id: last ? last.id + 1 : 0 }];
}

/**
 * The captions with words just recognised from one of the candidate's answers, added after the words its caption
 * already shows: the caption may have been set to the answer's kept turn before its last chunk was recognised.
 */
export function captionsWithHeardWords(all: readonly Caption[], answer: number, words: string): Caption[] {
  const shown = all.findLast((c) => c.speaker === 'candidate' && c.answer === answer)?.text;
  return captionsWithWords(all, { speaker: 'candidate', text: shown ? `${shown} ${words}` : words, answer });
}
