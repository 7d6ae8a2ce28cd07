import type { StarredSentence } from './answer-facts.ts';
import { readEnglish } from './meaning/english-reader.ts';
import { wordVectors } from './meaning/word-vectors.ts';
import { sameWord } from './opposite-topic.ts';
import { PLAIN_WORD_RANK } from './rules/repetition-rule.ts';

/**
 * A sentence before the story starts in which the speaker denies what the question takes for granted: 'I don't think
 * I've had a real failure' (asked about a time they failed), 'I've never really had a conflict'. The question's topic
 * words are its nouns and verbs but its opening request ('Tell me…', 'Describe…') and the commonest words ('time'),
 * found after the speaker's negation in the same sentence. Null when no such sentence comes before the first action.
 */
export function deniedPremise(question: string, sentences: readonly StarredSentence[]): StarredSentence | null {
  const vectors = wordVectors();
  const topic = readEnglish(question)
    .tokens.filter((t, i) => (t.pos === 'NOUN' || t.pos === 'VERB') && !(i === 0 && t.pos === 'VERB') && (vectors.rank(t.lemma) ?? Infinity) >= PLAIN_WORD_RANK)
    .map((t) => t.lemma);
  const firstAction = sentences.findIndex((s) => s.part === 'action');
  for (const sentence of sentences.slice(0, firstAction < 0 ? sentences.length : firstAction)) {
    const denial = sentence.clauses.find((c) => c.subject === 'speaker' && c.negated);
    if (denial && sentence.tokens.slice(denial.first).some((t) => topic.some((w) => sameWord(t.lemma, w)))) return sentence;
  }
  return null;
}
