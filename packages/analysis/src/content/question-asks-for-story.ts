import type { SentenceToken } from './answer-sentences.ts';
import { readClauses } from './clause-reading.ts';
import { readEnglish } from './meaning/english-reader.ts';

/**
 * Whether a question asks for a situation the candidate lived through (a behavioural question), so an answer is
 * judged as a story: STAR, and whether a situation was told at all. Read from its grammar: a clause in the past or
 * the present perfect ('a time you disagreed', 'a bug you have tracked down', 'a design that did not work'), or an
 * opening request for one instance of something ('Tell me about a difficult negotiation', 'Tell me about teaching a
 * patient…'). A question asked in the present of the candidate ('How do you handle pressure?', 'A prospect says… What
 * do you say?', 'Where do you see yourself…?') asks for an approach, a view or a plan: no story is owed, so a missing
 * story part is no fault. A past clause inside it ('the lesson you planned needs group work. What do you do?') sets
 * up that present question and does not change what is asked.
 */
export function asksForStory(question: string): boolean {
  const tokens: SentenceToken[] = readEnglish(question).tokens.map((t) => ({ ...t, word: 0 }));
  // 'What did you do?', 'How do you manage?': the auxiliary before 'you' carries the tense of what is asked.
  const inverted = tokens.flatMap((t, i) => (t.normal === 'you' && tokens[i - 1]?.pos === 'AUX' ? [tokens[i - 1]!.normal] : []));
  if (inverted.some((aux) => !PAST_AUXILIARIES.has(aux))) return false;
  if (inverted.length > 0) return true;
  const clauses = readClauses(tokens);
  if (clauses.some((c) => c.tense === 'past' || c.tense === 'perfect')) return true;
  if (clauses.some((c) => c.subjectText.toLowerCase() === 'you' && (c.tense === 'present' || c.tense === 'modal'))) return false;
  return requestsAnInstance(tokens);
}

const PAST_AUXILIARIES = new Set(['did', 'was', 'were', 'had', 'have', 'has']);

/** 'Tell me about a …', 'Describe an …', 'Tell me about teaching …': an imperative whose object is one instance or an activity. */
function requestsAnInstance(tokens: readonly SentenceToken[]): boolean {
  if (tokens[0]?.pos !== 'VERB') return false;
  for (let k = 1; k < tokens.length && k < 5; k += 1) {
    const t = tokens[k]!;
    if (t.normal === 'a' || t.normal === 'an') return true;
    if ((t.pos === 'VERB' || t.pos === 'NOUN') && t.normal.endsWith('ing')) return true;
    if (t.pos === 'NOUN' || t.pos === 'PROPN' || (t.pos === 'PRON' && t.normal !== 'me') || t.pos === 'PUNCT') return false;
  }
  return false;
}
