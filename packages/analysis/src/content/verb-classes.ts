/**
 * The few closed classes of verbs the STAR reading and the ownership rule need (docs/SCORING.md §Content), matched on
 * lemmas the English model gives, so every inflection counts ('fell', 'falls', 'fallen' → fall). They name what a
 * verb does in a story — a thought, a state, a change of an amount, a finish, a lesson — not what an answer is about.
 */

/** Verbs of thinking, feeling and saying-as-hedging: 'I think', 'I guess', 'I mean', 'I care about' report no action. */
export const MENTAL_VERBS = new Set([
  'think', 'guess', 'suppose', 'mean', 'believe', 'feel', 'know', 'reckon', 'assume', 'hope', 'wonder', 'imagine',
  'remember', 'recall', 'expect', 'bet', 'doubt', 'gather', 'figure', 'seem', 'appear', 'sound', 'care', 'enjoy',
  'prefer', 'value', 'wish', 'mind', 'understand', 'trust',
]);

/** Verbs of being and having: they set a scene ('there were five of us', 'we had eight weeks'), not an action. */
export const STATE_VERBS = new Set(['be', 'have', 'exist', 'remain', 'stay', 'belong', 'contain', 'include', 'consist', 'involve', 'like', 'love', 'hate', 'want', 'need', 'use']);

/** Verbs of a change in an amount: with a quantity or a comparison they report an outcome ('fell by a third'). */
export const CHANGE_VERBS = new Set([
  'increase', 'decrease', 'reduce', 'drop', 'fall', 'rise', 'grow', 'improve', 'double', 'triple', 'halve', 'cut',
  'save', 'lower', 'raise', 'boost', 'shrink', 'climb', 'jump', 'recover', 'decline', 'lift', 'speed', 'shorten',
]);

/** Verbs of a finish or a verdict: with something other than the speaker as subject ('it worked', 'the app went live'), an outcome. */
export const COMPLETION_VERBS = new Set([
  'work', 'finish', 'complete', 'deliver', 'launch', 'ship', 'resolve', 'solve',
  'stop', 'end', 'approve', 'adopt', 'renew', 'sign', 'promote', 'thank', 'praise', 'appreciate', 'recognise',
  'recognize', 'keep', 'calm', 'settle', 'disappear', 'close', 'meet', 'fix', 'help',
]);

/** Of those, the verbs of finishing a piece of work: with the time it took ('we finished the migration in eight weeks'), a finish in time whoever did it. */
export const FINISH_VERBS = new Set(['finish', 'complete', 'deliver', 'launch', 'ship', 'resolve', 'solve', 'close', 'fix', 'clear', 'migrate', 'roll']);

/** Verbs of learning: 'I learned that…', 'it taught me…' report the lesson, a result of the story. */
export const LEARNING_VERBS = new Set(['learn', 'realise', 'realize', 'teach']);

/** Directions after 'go', 'come', 'get' that make them a change ('went down', 'came back up', 'got better'). */
export const CHANGE_PARTICLES = new Set(['up', 'down', 'from', 'back', 'better', 'worse', 'faster', 'live', 'through', 'away']);

/** Connectives that announce how a story ended ('in the end', 'eventually', 'as a result'): with a past clause, its outcome. */
export const ENDING_CONNECTIVES: readonly (readonly string[])[] = [['in', 'the', 'end'], ['eventually'], ['finally'], ['ultimately'], ['as', 'a', 'result'], ['by', 'the', 'end']];

/** Verbs that are an outcome whoever the subject ('we won the award', 'I passed the audit', 'we hit the target'). */
export const ACHIEVEMENT_VERBS = new Set(['win', 'achieve', 'exceed', 'beat', 'hit', 'reach', 'pass', 'succeed', 'earn', 'gain', 'secure', 'land']);

/** Verbs of being somewhere or joining something: with a place or role after them ('I worked on reception', 'I joined as a trainee'), a scene. */
export const SETTING_VERBS = new Set(['work', 'join', 'sit', 'live', 'start', 'stay', 'begin', 'grow', 'serve', 'study', 'spend']);


/** Verbs of saying and asking: someone's reply ('he said he would take it further') reports words, not an outcome. */
export const SPEECH_VERBS = new Set(['say', 'tell', 'ask', 'suggest', 'explain', 'reply', 'answer', 'mention', 'promise', 'offer', 'agree']);
