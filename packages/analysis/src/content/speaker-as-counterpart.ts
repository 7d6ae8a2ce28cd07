import type { SentenceToken } from './answer-sentences.ts';
import type { StarredSentence } from './answer-facts.ts';
import { readClauses } from './clause-reading.ts';
import { readEnglish } from './meaning/english-reader.ts';

/** The head of the noun phrase right after a verb chain ('with a very unhappy customer' → customer); null when a verb, a clause or nothing comes first. */
export function nounPhraseHead(tokens: readonly SentenceToken[], after: number, { acrossPreposition }: { acrossPreposition: boolean }): string | null {
  let head: string | null = null;
  for (let k = after + 1; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (t.pos === 'NOUN') head = t.lemma;
    else if (head !== null) return head;
    else if (t.pos === 'ADP' && acrossPreposition) continue;
    else if (!['DET', 'PRON', 'ADJ', 'ADV', 'NUM'].includes(t.pos)) return null;
  }
  return head;
}

/**
 * Who or what the question says the candidate acted on: the noun after the first verb whose subject is 'you' ('a
 * time you dealt with a very unhappy customer' → customer). Null when the question has no such object.
 */
export function questionCounterpart(question: string): string | null {
  const tokens: SentenceToken[] = readEnglish(question).tokens.map((t) => ({ ...t, word: 0 }));
  // 'What did you do?' asks, it names no one acted on.
  const clause = readClauses(tokens).find((c) => c.subjectText.toLowerCase() === 'you' && tokens[c.first - 1]?.pos !== 'AUX');
  return clause ? nounPhraseHead(tokens, clause.last, { acrossPreposition: true }) : null;
}

/**
 * A sentence where the speaker says they were the one the question has the candidate act on ('I was the unhappy
 * customer', asked about a customer they dealt with): the story is told from the other side of the question.
 */
export function speakerAsCounterpart(counterpart: string, sentences: readonly StarredSentence[]): StarredSentence | null {
  return (
    sentences.find((s) =>
      s.clauses.some((c) => c.subject === 'speaker' && c.finite.lemma === 'be' && c.verb === null && !c.negated && nounPhraseHead(s.tokens, c.last, { acrossPreposition: false }) === counterpart),
    ) ?? null
  );
}
