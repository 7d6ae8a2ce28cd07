import type { StarredSentence } from './answer-facts.ts';
import type { SentenceToken } from './answer-sentences.ts';
import { readClauses, type ClauseReading } from './clause-reading.ts';
import { readEnglish, sentimentOf } from './meaning/english-reader.ts';
import { LEARNING_VERBS } from './verb-classes.ts';

/**
 * What a question asks the speaker to have gone through, read from its request (its first sentence): a setback of
 * their own ('a time you failed', 'you missed a deadline', 'a mistake you made': a word the English model's sentiment
 * reads as negative, as the verb of the 'you' clause or the noun it describes), or learning something ('a time you
 * had to learn a new tool'). Null: the question asks neither.
 */
export type AskedOfSpeaker = { kind: 'setback'; word: string } | { kind: 'learning' };

/** Verbs of passing learning on: the speaker doing these for someone else is the teacher, not the learner. */
const TEACHING_VERBS = new Set(['teach', 'train', 'coach', 'mentor', 'show', 'help']);

function tokensOf(text: string): SentenceToken[] {
  return readEnglish(text).tokens.map((t) => ({ ...t, word: 0 }));
}

const isSpeaker = (c: ClauseReading) => c.subject === 'speaker' || c.subject === 'group';
const inPast = (c: ClauseReading) => c.tense === 'past' || c.tense === 'perfect';

/** The verbs of a clause's chain ('had to learn' → have, learn). */
function chainVerbs(tokens: readonly SentenceToken[], c: ClauseReading): SentenceToken[] {
  return tokens.slice(c.first, c.last + 1).filter((t) => t.pos === 'VERB');
}

export function askedOfSpeaker(question: string): AskedOfSpeaker | null {
  const request = question.split(/(?<=[.?!])\s+/)[0] ?? question;
  const tokens = tokensOf(request);
  for (const c of readClauses(tokens)) {
    if (c.subjectText.toLowerCase() !== 'you' || !inPast(c)) continue;
    // 'what you learned' asks for a lesson, which any story can end with.
    if (tokens[c.first - 1]?.normal === 'what') continue;
    const verbs = chainVerbs(tokens, c);
    if (verbs.some((v) => v.lemma === 'learn')) return { kind: 'learning' };
    const setback = verbs.find((v) => sentimentOf(v.value) < 0);
    if (setback) return { kind: 'setback', word: setback.lemma };
    // 'a mistake you made': the noun the clause describes, of the speaker's making ('an error you found' is someone else's).
    const noun = tokens[c.first - 1];
    if (noun?.pos === 'NOUN' && sentimentOf(noun.value) < 0 && verbs.some((v) => v.lemma === 'make')) return { kind: 'setback', word: noun.lemma };
  }
  return null;
}

/**
 * Whether the story tells a setback of the speaker's or their group's: a clause of theirs in the past that is negated
 * ('I didn't check', 'we weren't going to make it') or uses the question's own word ('I missed one'), or a sentence
 * with such a clause that the sentiment reads as negative ('I made a bad call on the supplier').
 */
export function tellsOwnSetback(word: string, sentences: readonly StarredSentence[]): boolean {
  return sentences.some((s) =>
    s.clauses.some((c, k) => {
      if (!isSpeaker(c) || !inPast(c)) return false;
      // The clause's own words, up to the next clause, and the noun it describes ('the mistake I made'): 'that was a
      // failure that I turned around' is no setback of mine.
      const from = s.tokens[c.first - 1]?.pos === 'NOUN' ? c.first - 1 : c.first;
      const own = s.tokens.slice(from, Math.max(c.last + 1, s.clauses[k + 1]?.first ?? s.tokens.length));
      return c.negated || own.some((t) => t.lemma === word) || sentimentOf(own.map((t) => t.value).join(' ')) < 0;
    }),
  );
}

/** Whether the speaker learns in the story: a clause of theirs with a learning verb ('I learned', 'I taught myself', 'I picked it up'). */
function speakerLearns(sentences: readonly StarredSentence[]): boolean {
  return sentences.some((s) =>
    s.clauses.some((c) => {
      if (!isSpeaker(c)) return false;
      const verbs = chainVerbs(s.tokens, c);
      if (verbs.some((v) => LEARNING_VERBS.has(v.lemma) && v.lemma !== 'teach')) return true;
      if (verbs.some((v) => v.lemma === 'teach') && s.tokens[c.last + 1]?.normal === 'myself') return true;
      return verbs.some((v) => v.lemma === 'pick') && s.tokens.slice(c.last + 1, c.last + 4).some((t) => t.normal === 'up');
    }),
  );
}

/**
 * A sentence where the speaker passes learning on to someone else ('I offered to help', 'I trained her') in a story
 * where the speaker never learns: asked to tell of learning something, it tells of teaching it. Null otherwise.
 */
export function teachesInsteadOfLearning(sentences: readonly StarredSentence[]): StarredSentence | null {
  if (speakerLearns(sentences)) return null;
  return sentences.find((s) => s.clauses.some((c) => c.subject === 'speaker' && inPast(c) && chainVerbs(s.tokens, c).some((v) => TEACHING_VERBS.has(v.lemma)))) ?? null;
}
