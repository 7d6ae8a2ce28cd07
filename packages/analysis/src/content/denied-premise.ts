import type { StarredSentence } from './answer-facts.ts';
import type { SentenceToken } from './answer-sentences.ts';
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
  const topic = topicWords(question, ['NOUN', 'VERB']);
  const firstAction = sentences.findIndex((s) => s.part === 'action');
  for (const sentence of sentences.slice(0, firstAction < 0 ? sentences.length : firstAction)) {
    const denial = sentence.clauses.find((c) => c.subject === 'speaker' && c.negated);
    if (denial && sentence.tokens.slice(denial.first).some((t) => topic.some((w) => sameWord(t.lemma, w)))) return sentence;
  }
  return null;
}

/** The question's nouns and/or verbs but its opening request ('Tell me…', 'Describe…') and the commonest words, as lemmas. */
function topicWords(question: string, kinds: readonly string[]): string[] {
  const vectors = wordVectors();
  return readEnglish(question)
    .tokens.filter((t, i) => kinds.includes(t.pos) && !(i === 0 && t.pos === 'VERB') && (vectors.rank(t.lemma) ?? Infinity) >= PLAIN_WORD_RANK)
    .map((t) => t.lemma);
}

/**
 * A sentence of talk in general, anywhere in the answer, that denies the very event a question about a past event asks
 * for — the question's own verb negated, said of the speaker or of the question's own noun: 'so deadlines don't get
 * missed' (asked about a time you missed a deadline), 'I just don't fail at things'. The story told around it is then
 * of something else. Not 'I don't like missing deadlines' (the verb denied is 'like'), not 'you don't always reach
 * them' (anyone). Null when there is none.
 */
export function deniedEvent(question: string, sentences: readonly StarredSentence[]): StarredSentence | null {
  const verbs = topicWords(question, ['VERB']);
  const nouns = topicWords(question, ['NOUN']);
  const isTopicVerb = (t: SentenceToken | undefined) => t !== undefined && t.pos === 'VERB' && verbs.some((w) => sameWord(t.lemma, w));
  for (const sentence of sentences) {
    if (sentence.part !== null || !sentence.doing.general) continue;
    const denial = sentence.clauses.find((c) => {
      const owner = c.subject === 'speaker' || (c.subjectNoun !== null && nouns.some((w) => sameWord(c.subjectNoun!, w)));
      if (!owner || !c.negated || c.tense !== 'present' || c.verb === null) return false;
      // The verb denied is the question's, or its passive: 'don't get missed', 'isn't missed'.
      const chain = sentence.tokens.slice(sentence.tokens.indexOf(c.verb), c.last + 1);
      return isTopicVerb(c.verb) || ((c.verb.lemma === 'get' || c.verb.lemma === 'be') && chain.some(isTopicVerb));
    });
    if (denial) return sentence;
  }
  return null;
}
