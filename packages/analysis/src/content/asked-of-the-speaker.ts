import type { StarredSentence } from './answer-facts.ts';
import type { SentenceToken } from './answer-sentences.ts';
import { readClauses, type ClauseReading } from './clause-reading.ts';
import { readEnglish } from './meaning/english-reader.ts';
import { LEARNING_VERBS } from './verb-classes.ts';

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

/**
 * Whether the question's request (its first sentence) asks about something the speaker learned: 'you' as the subject
 * of 'learn' in the past ('a time you had to learn a new tool'); 'what you learned' asks for a lesson, which any story
 * can end with.
 */
export function asksToLearn(question: string): boolean {
  const request = question.split(/(?<=[.?!])\s+/)[0] ?? question;
  const tokens = tokensOf(request);
  return readClauses(tokens).some((c) => c.subjectText.toLowerCase() === 'you' && inPast(c) && tokens[c.first - 1]?.normal !== 'what' && chainVerbs(tokens, c).some((v) => v.lemma === 'learn'));
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
