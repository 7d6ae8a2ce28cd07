import type { SentenceToken } from './answer-sentences.ts';
import type { StarredSentence } from './answer-facts.ts';
import { readClauses, type ClauseReading } from './clause-reading.ts';
import { readEnglish } from './meaning/english-reader.ts';
import { wordSimilarity } from './meaning/word-vectors.ts';

/** What a question asks about, when it is someone or something else's doing: 'a teammate was not pulling their weight', 'data changed your mind', 'you received criticism'. */
export interface QuestionFocus {
  /** Who does it in the question: a third party ('a teammate'), or the candidate receiving it ('you received'). */
  doer: 'other' | 'you';
  subjectText: string;
  verb: string;
  /** The lemma of what it is done to or the adjective said of the subject ('weight', 'mind', 'criticism'). */
  complement: string | null;
}

/** Verbs whose converse turns the roles round: receiving criticism is not giving it. */
const CONVERSES: Readonly<Record<string, string>> = { receive: 'give', get: 'give' };
/** Two words this similar in the word vectors name the same thing here ('criticism' ~ 'feedback' 0.32, 'critique' 0.58; GloVe keeps near-synonyms of talk about work apart). */
export const SAME_THING_SIMILARITY = 0.3;

function complementOf(tokens: readonly SentenceToken[], clause: ClauseReading): string | null {
  for (let k = clause.last + 1; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (t.pos === 'ADJ' && tokens[k + 1]?.pos === 'NOUN') continue;
    if (t.pos === 'NOUN' || t.pos === 'ADJ') return t.lemma;
    if (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PUNCT' || t.pos === 'SCONJ') return null;
  }
  return null;
}

/** The question's focus: its first main clause with a third party as subject, or with 'you' receiving something. Null otherwise. */
export function questionFocus(question: string): QuestionFocus | null {
  const read = readEnglish(question);
  const tokens: SentenceToken[] = read.tokens.map((t) => ({ ...t, word: 0 }));
  for (const clause of readClauses(tokens)) {
    // 'Describe a time when a teammate was…': in a question the 'when' clause is the focus.
    const opener = tokens[clause.first - 1]?.normal;
    if ((clause.subordinate && opener !== 'when') || clause.verb === null) continue;
    const complement = complementOf(tokens, clause);
    const you = clause.subjectText.toLowerCase() === 'you';
    if (you && CONVERSES[clause.verb.lemma] && complement !== null) return { doer: 'you', subjectText: 'you', verb: clause.verb.lemma, complement };
    // A noun right after a verb or preposition is its object ('helped a new team member get…'), not a subject.
    const before = tokens[clause.first - 1];
    const object = before !== undefined && (before.pos === 'VERB' || before.pos === 'ADP') && !/^(a|the) time /i.test(clause.subjectText);
    if (clause.subject === 'other' && !you && clause.subjectNoun !== null && !object) return { doer: 'other', subjectText: clause.subjectText, verb: clause.verb.lemma, complement };
  }
  return null;
}

function sameThing(a: string | null, b: string | null): boolean {
  return a === null || (b !== null && wordSimilarity(a, b) >= SAME_THING_SIMILARITY);
}

/**
 * A sentence where the answer turns the question's roles round: the question asks what a teammate did and the
 * speaker tells what they did themselves ('I was not pulling my weight'), or it asks about criticism the candidate
 * received and the speaker tells of criticism they gave. Null when the answer keeps the roles (or never says it).
 */
export function rolesTurnedRound(focus: QuestionFocus, sentences: readonly StarredSentence[]): StarredSentence | null {
  let kept = false;
  let turned: StarredSentence | null = null;
  for (const sentence of sentences) {
    for (const clause of sentence.clauses) {
      if (clause.verb === null) continue;
      const complement = complementOf(sentence.tokens, clause);
      const speaker = clause.subject === 'speaker';
      if (focus.doer === 'other') {
        if (clause.verb.lemma !== focus.verb || !sameThing(focus.complement, complement)) continue;
        if (speaker) turned ??= sentence;
        else kept = true;
      } else {
        if (!sameThing(focus.complement, complement)) continue;
        if (clause.verb.lemma === focus.verb && speaker) kept = true;
        else if (clause.verb.lemma === CONVERSES[focus.verb] && speaker) turned ??= sentence;
      }
    }
  }
  return kept ? null : turned;
}
