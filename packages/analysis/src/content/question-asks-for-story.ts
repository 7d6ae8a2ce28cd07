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
 * story part is no fault. The last sentence is the request: a past clause before it ('An outage has affected
 * hundreds of customers. What is your role?') or inside it ('the lesson you planned needs group work. What do you
 * do?') sets up a present question and does not change what is asked.
 */
export function asksForStory(question: string): boolean {
  const read = readEnglish(question);
  const tokens: SentenceToken[] = read.tokens.map((t) => ({ ...t, word: 0 }));
  // The last sentence is the request ('An outage has hit hundreds of customers. What is your role?'); earlier ones set
  // the scene for it, and decide only when it does not.
  for (const [first, last] of [...read.sentences].reverse()) {
    const asked = sentenceAsks(tokens.slice(first, last + 1));
    if (asked !== null) return asked === 'story';
  }
  return false;
}

const WH_WORDS = new Set(['what', 'how', 'why', 'which', 'where', 'when', 'who']);

/** What one sentence of a question asks for: a story, an approach in the present, or nothing it shows. */
function sentenceAsks(tokens: readonly SentenceToken[]): 'story' | 'present' | null {
  // 'What did you do?', 'How do you manage?': the auxiliary before 'you' carries the tense of what is asked.
  const inverted = tokens.flatMap((t, i) => (t.normal === 'you' && tokens[i - 1]?.pos === 'AUX' ? [tokens[i - 1]!.normal] : []));
  if (inverted.some((aux) => !PAST_AUXILIARIES.has(aux))) return 'present';
  if (inverted.length > 0) return 'story';
  const clauses = readClauses(tokens);
  if (clauses.some((c) => c.tense === 'past' || c.tense === 'perfect')) return 'story';
  const question = WH_WORDS.has(tokens[0]?.normal ?? '');
  if (clauses.some((c) => (c.tense === 'present' || c.tense === 'modal') && (c.subjectText.toLowerCase() === 'you' || (question && c.subject !== 'speaker')))) return 'present';
  return requestsAnInstance(tokens) ? 'story' : null;
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
