import { stemOf, tokenOf } from './answer-tokens.ts';
import { STOP_WORDS } from './stop-words.ts';

/** Words that frame a behavioural question rather than say what it is about. */
const QUESTION_FRAME = new Set([
  'tell', 'describe', 'give', 'example', 'time', 'times', 'share', 'talk', 'walk', 'explain', 'situation', 'happened',
  'handle', 'handled', 'deal', 'dealt', 'approach', 'approached', 'would', 'did', 'do', 'your', 'you', 'me', 'about',
  'recent', 'specific', 'instance', 'moment', 'occasion',
]);

/** The stems of the words a question is about: 'Tell me about a time you missed a deadline' → miss, deadline. */
export function questionStems(question: string): Set<string> {
  return new Set(
    question
      .split(/\s+/)
      .map(tokenOf)
      .filter((t) => t.length > 2 && !STOP_WORDS.has(t) && !QUESTION_FRAME.has(t))
      .map(stemOf),
  );
}
