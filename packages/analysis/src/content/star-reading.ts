import type { StarPartName } from '@rehearse/contract/mock-result';
import type { AnswerSentence, SentenceToken } from './answer-sentences.ts';
import type { ClauseReading } from './clause-reading.ts';
import { citedTokens } from './cited-words.ts';
import { isYear } from './specific-details.ts';
import { ACHIEVEMENT_VERBS, CHANGE_PARTICLES, CHANGE_VERBS, COMPLETION_VERBS, ENDING_CONNECTIVES, FINISH_VERBS, LEARNING_VERBS, MENTAL_VERBS, SETTING_VERBS, SPEECH_VERBS, STATE_VERBS } from './verb-classes.ts';
import { HEDGE_PHRASES, NOUN_USE_BEFORE } from './hedge-phrases.ts';

/** What one sentence does in the story, read from its grammar, and why (shown beside the sentence in the report). */
export interface SentenceDoing {
  /** Sets a scene: a past state or event not done by the speaker, or a time or place. */
  scene: string | null;
  /** States a goal: an obligation or assignment ('I needed to', 'my job was to'). */
  goal: string | null;
  /** Reports the speaker's own action: 'I' or 'we' as the subject of a past-tense action verb. */
  action: string | null;
  /** Whose action: the speaker's alone ('I'), or with the group ('we'). */
  actor?: 'speaker' | 'group';
  /** Reports an outcome: a change in an amount, a finish, a lesson, a verdict or something lasting since. */
  outcome: string | null;
  /** Which of the sentence's clauses tells the outcome: that clause is no action as well ('we finished a week early'). */
  outcomeClause?: number;
  /** The outcome is only what others did next: it ends the story only when the speaker does nothing after it. */
  outcomeByOthers?: true;
  /**
   * The outcome is what the speaker or the group achieved — a change by an amount, a target hit, a finish in time ('we
   * cut late deliveries by half'): said before the story, it is the result told first, not a scene.
   */
  ownAchievement?: true;
  /**
   * The outcome is measured in itself — a change by an amount, a target hit, a finish in time ('checkout recovered
   * within twenty minutes'): told after the speaker's actions it ends the story even when follow-up steps come after it.
   */
  measured?: true;
  /** A goal with an amount ('my target was to place thirty candidates'): the verb it sets a number for. */
  targetVerb?: string;
  /** The speaker's or the group's past verb with an amount after it ('I placed twenty two'): a count of what was done. */
  counted?: { verb: string; quote: string | null };
  /** Tells no story: present-tense talk in general ('I think communication is key'). */
  general: boolean;
}

const TIME_ENTITIES = new Set(['DATE', 'TIME', 'DURATION']);
/** Nouns that name a goal when they are the subject of 'was' ('my job was to…', 'the aim was…'): a closed class. */
const GOAL_NOUNS = new Set(['goal', 'task', 'job', 'role', 'aim', 'responsibility', 'objective', 'target', 'mission', 'brief', 'part', 'remit', 'challenge', 'priority', 'plan', 'idea', 'point']);
/** Of those, the ones that name a goal only as the speaker's own ('my part was', not 'the hard part was'). */
const OWN_GOAL_NOUNS = new Set(['part', 'plan', 'idea', 'point', 'role', 'job']);

/** 'my job was to…', 'our goal was…', 'the aim was…': a goal noun with a possessive or 'the' (no adjective) and 'be'. */
function isGoalStatement(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  // 'it was my job to make sure…', 'it was our responsibility': the goal named after 'it was'.
  if (c.subjectText.toLowerCase() === 'it' && c.finite.lemma === 'be' && c.verb === null && !c.negated) {
    const [owner, noun] = tokens.slice(c.last + 1, c.last + 3);
    if ((owner?.normal === 'my' || owner?.normal === 'our') && noun !== undefined && GOAL_NOUNS.has(noun.lemma)) return true;
  }
  if (c.subjectNoun === null || !GOAL_NOUNS.has(c.subjectNoun) || c.finite.lemma !== 'be') return false;
  const words = c.subjectText.toLowerCase().split(' ');
  if (words.length !== 2) return false;
  return words[0] === 'my' || words[0] === 'our' || (words[0] === 'the' && !OWN_GOAL_NOUNS.has(c.subjectNoun));
}
const COMPARATIVES = new Set(['better', 'worse', 'more', 'less', 'fewer', 'faster', 'quicker', 'slower', 'higher', 'lower', 'happier', 'easier', 'cheaper', 'smoother', 'clearer']);

/** 'set' → 'set up': a verb's particle belongs to it. */
export function withParticle(tokens: readonly SentenceToken[], last: number): number {
  return PARTICLES.has(tokens[last + 1]?.normal ?? '') && tokens[last + 1]!.pos !== 'VERB' ? last + 1 : last;
}
const PARTICLES = new Set(['up', 'out', 'down', 'off', 'over', 'back', 'in', 'through', 'together']);

/** ': "…"' citing tokens `from`…`to` when they were heard with confidence, else nothing: the reason names the part alone. */
function cite(sentence: Pick<AnswerSentence, 'tokens' | 'words'>, from: number, to: number): string {
  const words = citedTokens(sentence, from, to);
  return words === null ? '' : `: ${words}`;
}

/** The clause's words stretched to take in a word said of it (a comparison after its object), so the citation shows that word. */
function citeWith(sentence: Pick<AnswerSentence, 'tokens' | 'words'>, c: ClauseReading, word: SentenceToken): string {
  const at = sentence.tokens.indexOf(word);
  return cite(sentence, Math.min(c.first, at), Math.max(c.last, at));
}

/** 'went down', 'came back', 'got better': a movement of an amount, not something done. */
function isMovement(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  const verb = c.verb ?? c.finite;
  const next = tokens[tokens.indexOf(verb) + 1]?.normal ?? '';
  if (verb.lemma === 'be') return next === 'down' || next === 'up' || next === 'back';
  if (verb.lemma !== 'go' && verb.lemma !== 'come' && verb.lemma !== 'get') return false;
  // 'the first week after go live': a verb's base form right after a preposition names a thing, it moves nothing.
  if (tokens[tokens.indexOf(verb) - 1]?.pos === 'ADP' && verb.normal === verb.lemma) return false;
  // 'went to zero', 'came to twelve': to an amount, not to a place.
  const after = tokens[tokens.indexOf(verb) + 2];
  // 'came up with an idea' invents something.
  if (next === 'up' && after?.normal === 'with') return false;
  // 'went back to the ledger', 'came back into the office': to a place, a step; 'went back up to twelve' moves an amount.
  const toPlace = (after?.normal === 'to' || after?.normal === 'into') && ['DET', 'NOUN', 'PROPN', 'PRON'].includes(tokens[tokens.indexOf(verb) + 3]?.pos ?? '');
  return (CHANGE_PARTICLES.has(next) && !toPlace) || (next === 'to' && after !== undefined && (after.pos === 'NUM' || after.normal === 'zero'));
}

const REFLEXIVES = new Set(['myself', 'ourselves', 'himself', 'herself', 'themselves']);

/** Words after 'early' that make it say when: 'early in the summer', 'early on', 'early one morning', 'early that week'. */
const WHEN_AFTER_EARLY = new Set(['in', 'on', 'one', 'that', 'this', 'next', 'last', 'the', 'every', 'each']);

/**
 * 'I got her husband to come in', 'I got myself trained': the subject has someone (or themself) do something — a step
 * the speaker took, not something that came to them. The verb's object (a few words of a noun phrase) and an
 * infinitive, or a reflexive object and a participle.
 */
function causative(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  const verb = c.verb ?? c.finite;
  const at = tokens.indexOf(verb);
  if (REFLEXIVES.has(tokens[at + 1]?.normal ?? '') && tokens[at + 2]?.pos === 'VERB') return true;
  for (let k = at + 1; k < Math.min(tokens.length - 1, at + 6); k += 1) {
    const t = tokens[k]!;
    if (t.normal === 'to' && k > at + 1) return tokens[k + 1]!.pos === 'VERB' || tokens[k + 1]!.pos === 'AUX';
    if (!['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(t.pos)) return false;
  }
  return false;
}

/** 'I worked on reception', 'I started out in retail', 'we sat in a little office': where the speaker was, a scene. */
function isSetting(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  if (c.verb === null || !SETTING_VERBS.has(c.verb.lemma)) return false;
  let k = tokens.indexOf(c.verb) + 1;
  while (tokens[k] && tokens[k]!.normal !== 'down' && (tokens[k]!.pos === 'ADV' || tokens[k]!.normal === 'out' || tokens[k]!.normal === 'up')) k += 1;
  const next = tokens[k];
  // 'I started by pulling…', 'I sat down with him': a step taken, not a place.
  if (next !== undefined && (next.normal === 'by' || next.normal === 'down' || next.normal === 'with')) return false;
  return next === undefined || next.pos === 'ADP' || next.pos === 'PUNCT' || next.pos === 'SCONJ';
}

/**
 * A verb the subject did: not a thought ('I guess', 'I think', 'I mean'), a state ('I was', 'we had'), a goal ('I
 * needed to'), a lesson or a movement of an amount. The ownership rule counts whose these are, in any tense.
 */
export function isDoing(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  return c.verb !== null && !c.goal && !c.passive && !MENTAL_VERBS.has(c.verb.lemma) && !STATE_VERBS.has(c.verb.lemma) && !LEARNING_VERBS.has(c.verb.lemma) && !isMovement(c, tokens);
}

/**
 * The speaker's own action: 'I' or 'we' as the subject of a main verb that is not a thought, a state, a goal, a
 * lesson, a movement of an amount or where the speaker was, told in the past — or in the present of a story told as if
 * happening now ('so I go to my manager and I say…'), but not as a habit ('I always check').
 */
export function isAction(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  return (
    !thinksAloud(c, tokens) &&
    !isMovement(c, tokens) &&
    !isSetting(c, tokens) &&
    !c.passive &&
    !c.habitual &&
    (c.subject === 'speaker' || c.subject === 'group') &&
    !c.subordinate &&
    !c.progressive &&
    !keepsDoing(c, tokens) &&
    !hedgedGroupDoing(c, tokens) &&
    c.verb !== null &&
    (c.tense === 'past' || c.tense === 'none' || c.tense === 'present') &&
    !c.goal &&
    !MENTAL_VERBS.has(c.verb.lemma) &&
    (!STATE_VERBS.has(c.verb.lemma) || hasEventObject(c, tokens) || usedFor(c, tokens)) &&
    !LEARNING_VERBS.has(c.verb.lemma)
  );
}

/** 'we kept clashing over handover notes': what went on and on, a scene like the past progressive, not a step. */
function keepsDoing(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  const next = c.verb ? tokens[tokens.indexOf(c.verb) + 1] : undefined;
  return c.verb?.lemma === 'keep' && next !== undefined && (next.pos === 'VERB' || next.pos === 'NOUN') && next.normal.endsWith('ing');
}

/**
 * 'I think we sort of tried to maybe fix it': a team's doing wrapped in hedges (a hedge just before the subject or
 * within the verb chain) does not say what the speaker did, so it is not read as the speaker's action.
 */
function hedgedGroupDoing(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  if (c.subject !== 'group') return false;
  const from = Math.max(0, c.first - 3);
  const to = Math.min(tokens.length, c.last + 4);
  const words = tokens.map((t) => t.normal);
  for (let k = from; k < to; k += 1) {
    for (const phrase of HEDGE_PHRASES) {
      if (k + phrase.length > to || !phrase.every((w, j) => words[k + j] === w)) continue;
      // 'what kind of tool': a noun use, not a hedge.
      if ((phrase[0] === 'kind' || phrase[0] === 'sort') && NOUN_USE_BEFORE.has(words[k - 1] ?? '')) continue;
      // 'just' alone ('we just shipped it') is emphasis as often as a hedge; it does not by itself disown the step.
      if (phrase.length === 1 && phrase[0] === 'just') continue;
      return true;
    }
  }
  return false;
}

/** 'let me think', 'let me pick one': thinking aloud, not a step of the story. */
function thinksAloud(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  return c.verb?.lemma === 'let' && ['me', 'us'].includes(tokens[tokens.indexOf(c.verb) + 1]?.normal ?? '');
}

/** 'I used the logs to find the depot': 'use' with a purpose is a step taken; 'we used a booking system' is how things were. */
function usedFor(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  if (c.verb?.lemma !== 'use') return false;
  const after = tokens.slice(c.last + 1, c.last + 8);
  return after.some((t, k) => t.normal === 'to' && t.pos === 'PART' && after[k + 1]?.pos === 'VERB');
}

/** Nouns of an event the speaker takes part in: 'I had a chat with him', 'we had a meeting' is something done. */
const EVENT_NOUNS = new Set(['chat', 'talk', 'meeting', 'call', 'conversation', 'word', 'look', 'discussion', 'session', 'workshop', 'go', 'try']);

function hasEventObject(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  if (c.verb?.lemma !== 'have') return false;
  const object = tokens.slice(c.last + 1, c.last + 4).find((t) => t.pos === 'NOUN');
  return object !== undefined && EVENT_NOUNS.has(object.lemma);
}

/**
 * An action told as what the speaker did ('what I did was call every supplier', 'the first thing I did was…') or as a
 * step ('my first step was to call…'): the verb after 'was' is the action.
 */
function toldAsStep(clauses: readonly ClauseReading[], tokens: readonly SentenceToken[]): ClauseReading | undefined {
  return clauses.find((c) => {
    // 'what I did was call…', 'the first thing I did on the monday was write…': 'was' within a few words after 'did'.
    const span = tokens.slice(c.first, c.last + 6).map((t) => t.lemma);
    const didWas = (c.subject === 'speaker' || c.subject === 'group') && span.includes('do') && span.lastIndexOf('be') > span.indexOf('do');
    const step = c.subjectNoun !== null && STEP_NOUNS.has(c.subjectNoun) && c.finite.lemma === 'be' && /^(my|our) /i.test(c.subjectText);
    return (didWas || step) && (c.tense === 'past' || c.tense === 'none');
  });
}
const STEP_NOUNS = new Set(['step', 'move', 'approach', 'thing']);

/** A comparative said of the subject ('things got better', 'it ran faster'), not one describing a noun ('smaller events'). */
function hasComparison(tokens: readonly SentenceToken[]): SentenceToken | undefined {
  return tokens.find(
    (t, i) =>
      (t.pos === 'ADJ' || t.pos === 'ADV') &&
      (COMPARATIVES.has(t.normal) || (t.normal.endsWith('er') && t.normal !== t.lemma && t.lemma.length > 2)) &&
      tokens[i + 1]?.pos !== 'NOUN' &&
      tokens[i + 1]?.pos !== 'PROPN' &&
      // 'more' and 'less' compare only with a word or 'than' after them ('more reliable'), or at the end ('it cost less').
      (!(t.normal === 'more' || t.normal === 'less') || tokens[i + 1]?.pos === 'ADJ' || tokens[i + 1]?.pos === 'ADV' || tokens[i + 1]?.normal === 'than' || tokens[i + 1] === undefined || tokens[i + 1]?.pos === 'PUNCT'),
  );
}

/**
 * A comparative right after the speaker's verb is said of the speaker ('we did better', 'I got faster at it'); one
 * after an object describes what the action aimed at ('I pushed to make streaks more aggressive').
 */
function saidOfSubject(c: ClauseReading, comparison: SentenceToken, tokens: readonly SentenceToken[]): boolean {
  const at = tokens.indexOf(comparison);
  return at - c.last <= 2 && !tokens.slice(c.last + 1, at).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON');
}

/**
 * 'after that', 'since': said of a negated clause, what stopped happening ('after that we didn't get a single
 * timeout'). Not 'again' alone: 'so it didn't build up again' says what the step was for.
 */
function afterwards(tokens: readonly SentenceToken[]): boolean {
  return tokens.some((t, k) => t.normal === 'since' || (t.normal === 'after' && ['that', 'this', 'then'].includes(tokens[k + 1]?.normal ?? '')));
}

/** 'from then on', 'ever since': what the clause tells lasted after the story. */
function fromThenOn(tokens: readonly SentenceToken[]): boolean {
  return tokens.some((t, k) => (t.normal === 'from' && tokens[k + 1]?.normal === 'then' && tokens[k + 2]?.normal === 'on') || (t.normal === 'ever' && tokens[k + 1]?.normal === 'since'));
}

/**
 * 'I ended up rewriting the schedule' is one more step; 'we ended up getting the contract', 'it ended up being our best
 * quarter' is how it ended: the -ing verb after 'ended up' says which.
 */
function stepAfterEndedUp(verb: SentenceToken | undefined): boolean {
  if (verb === undefined || !verb.normal.endsWith('ing')) return false;
  return !(ACHIEVEMENT_VERBS.has(verb.lemma) || COMPLETION_VERBS.has(verb.lemma) || ['get', 'be', 'have', 'win', 'save'].includes(verb.lemma));
}

/** Verbs whose particle makes them an achievement: 'we pulled it off', 'it paid off', 'we turned it around'. */
const PHRASAL_ACHIEVEMENTS: Readonly<Record<string, string>> = { pull: 'off', pay: 'off', turn: 'around' };

function phrasalAchievement(lemma: string, tokens: readonly SentenceToken[], last: number): boolean {
  const particle = PHRASAL_ACHIEVEMENTS[lemma];
  return particle !== undefined && tokens.slice(last + 1, last + 4).some((t) => t.normal === particle);
}

/** 'we got it done', 'I got the form approved': something brought to a finish. */
function gotDone(lemma: string, tokens: readonly SentenceToken[], last: number): boolean {
  if (lemma !== 'get') return false;
  const done = tokens.slice(last + 2, last + 6).find((t) => t.pos === 'VERB' && t.normal !== t.lemma && !t.normal.endsWith('ing'));
  return done !== undefined && (done.lemma === 'do' || COMPLETION_VERBS.has(done.lemma) || FINISH_VERBS.has(done.lemma));
}

/** What a goal is measured against: reaching one of these ('we made the deadline', 'I met my target') is an achievement. */
const TARGET_NOUNS = new Set(['deadline', 'target', 'goal', 'budget', 'quota', 'sla', 'kpi']);

/** 'made the deadline', 'met our target': 'make' or 'meet' with a target as its object. */
function metTarget(c: ClauseReading, lemma: string, tokens: readonly SentenceToken[]): boolean {
  if (lemma !== 'make' && lemma !== 'meet') return false;
  const object = tokens.slice(c.last + 1, c.last + 5).find((t) => t.pos === 'NOUN');
  return object !== undefined && TARGET_NOUNS.has(object.lemma);
}

/** Words after 'work' that make it work done ('the devs worked on the fix', 'worked answers'), not something that worked. */
const WORK_DONE_AFTER = new Set(['on', 'with', 'at', 'as', 'in', 'through', 'for', 'late', 'hard', 'together', 'overtime']);

const OBJECT_PRONOUNS = new Set(['it', 'them', 'him', 'her', 'us', 'me', 'this', 'that', 'everything', 'something']);

/** 'work' is an outcome only said of something that worked ('it worked', 'the new rota worked well'). */
function workedAt(lemma: string, next: SentenceToken | undefined): boolean {
  if (lemma !== 'work' || next === undefined) return false;
  return WORK_DONE_AFTER.has(next.normal) || OBJECT_PRONOUNS.has(next.normal) || ['NOUN', 'PROPN', 'DET', 'ADJ', 'NUM'].includes(next.pos);
}

/**
 * 'to make everything better': an infinitive says what an action was for, not how it turned out (and a comparison
 * counts only for the clause whose words say it, so 'we did various things to make everything better' has none).
 */
function purpose(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  return c.subjectText === '' && tokens[c.first - 1]?.normal === 'to';
}

/** Verbs of remaining: with an adjective after them, said of something else, a state that held ('the lane stayed clear'). */
const REMAINING_VERBS = new Set(['stay', 'remain']);

/** An adjective right after a verb, across an adverb ('stayed clear', 'remained fairly steady'). */
function stateAfter(tokens: readonly SentenceToken[], last: number): boolean {
  const next = tokens[last + 1]?.pos === 'ADV' ? tokens[last + 2] : tokens[last + 1];
  return next?.pos === 'ADJ';
}

/**
 * "we'd done fourteen releases", 'we had cut…': the past perfect looks back — from the end of the story when it is the
 * group's tally, to before the story's time when it is said of others ('they'd had over a hundred that month').
 */
const PAST_PERFECT = new Set(["'d", '’d', 'had']);
function pastPerfect(c: ClauseReading): boolean {
  return PAST_PERFECT.has(c.finite.value.toLowerCase()) && c.verb !== null && c.verb !== c.finite;
}
/** Nouns that name the outcome when they are the subject of 'was' ('the result was that…', 'the impact was…'). */
const RESULT_NOUNS = new Set(['result', 'outcome', 'impact', 'effect', 'upshot', 'payoff']);
// So does a subject said to be the last of its kind: 'the final deal was…', 'the end figure was…'.
/** How something went: 'it went well', 'so it went good'. */
const WENT_HOW = new Set(['well', 'fine', 'good', 'great', 'smoothly', 'okay', 'ok', 'brilliantly']);

/** Verbs that state a measure of their subject ('the run had eleven errors', 'feedback averaged 4.3'). */
const MEASURE_VERBS = new Set(['be', 'have', 'get', 'reach', 'hit', 'average', 'total', 'score', 'take', 'cost', 'save', 'make', 'do']);

/** Amounts: counts, percentages, money ('by about forty percent', 'from 40 to 12'), not times ('in week seven'). */
const AMOUNT_ENTITIES = new Set(['CARDINAL', 'PERCENT', 'MONEY', 'QUANTITY']);
const TIME_PREPOSITIONS = new Set(['in', 'on', 'at', 'during', 'within', 'for', 'after', 'before', 'over', 'until', 'by']);

/** An amount after a token, not inside a time phrase ('in week seven', 'for two weeks'). */
function amountAfter(sentence: Pick<AnswerSentence, 'tokens' | 'entities'>, from: number, to: number, durations = false) {
  // 'with no critical bugs', 'zero complaints': none is an amount too.
  const none = sentence.tokens.findIndex((t, k) => k > from && k <= to && (t.normal === 'no' || t.normal === 'zero') && sentence.tokens.slice(k + 1, k + 3).some((n) => n.pos === 'NOUN'));
  if (none >= 0) return { type: 'CARDINAL', first: none, last: sentence.tokens.findIndex((n, k) => k > none && n.pos === 'NOUN') };
  return sentence.entities.find((e) => {
    if (e.first <= from || e.first > to || !(AMOUNT_ENTITIES.has(e.type) || (durations && e.type === 'DURATION'))) return false;
    // 'one of the most intense afternoons', 'one of them': no amount.
    if (e.first === e.last && sentence.tokens[e.first]?.normal === 'one') return false;
    const before = sentence.tokens[e.first - 1];
    const twoBefore = sentence.tokens[e.first - 2];
    const inTime = (before !== undefined && TIME_PREPOSITIONS.has(before.normal) && before.normal !== 'by') || (twoBefore !== undefined && TIME_PREPOSITIONS.has(twoBefore.normal) && before?.pos === 'NOUN');
    return !inTime;
  });
}

/** What follows 'be', 'feel', 'seem': a judgement of how it went ('I was proud', 'the client was happy', 'it was a success'). */
function isJudgement(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  if (c.finite.lemma !== 'be' && c.verb?.lemma !== 'feel' && c.verb?.lemma !== 'seem') return false;
  // An adjective ('the client was happy') or, after a bare 'was', a noun ('it was a success', 'a big win').
  const said = tokens.slice(c.last + 1, c.last + 4).findIndex((t) => t.pos === 'ADJ' || (c.verb === null && t.pos === 'NOUN'));
  if (said < 0) return false;
  // With an infinitive after it the word says what someone was willing to do or what something was like to do ('my
  // manager was happy for me to try it', 'it was a great team to work with'), not how it went.
  const after = tokens.slice(c.last + 2 + said, c.last + 6 + said);
  const infinitive = after.findIndex((t) => t.normal === 'to' && t.pos === 'PART');
  return !(infinitive >= 0 && after[infinitive + 1]?.pos === 'VERB' && after.slice(0, infinitive).every((t) => t.normal === 'for' || t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'ADJ'));
}

/**
 * Something done by someone else in the simple past ('the supervisor added a weekly check', 'she made the flight',
 * 'the discharge was held for four days'): once the speaker has acted, what others then did is how it turned out.
 * Not a thought, a state, a reply ('he said he would take it further', 'she agreed') or where someone was, and not
 * said of 'it' or 'there' ('it took a lot of my time' measures the effort).
 */
function isConsequence(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  if (c.subject !== 'other' || c.tense !== 'past' || c.negated || c.progressive || c.habitual || c.subordinate || c.verb === null) return false;
  if (['it', 'there', 'that', 'this', 'which', 'who', 'you'].includes(c.subjectText.toLowerCase())) return false;
  // The simple past only: 'he could make' is a possibility, 'he'd handled' looks back to before.
  if (c.finite !== c.verb && !(c.passive && c.finite.lemma === 'be')) return false;
  // 'before the press started', 'to get the numbers checked': a clause inside another, not what happened next.
  const before = tokens[c.first - 1];
  if (before !== undefined && (before.pos === 'ADP' || before.pos === 'SCONJ' || before.pos === 'VERB' || before.pos === 'PART')) return false;
  const lemma = c.verb.lemma;
  return !MENTAL_VERBS.has(lemma) && !STATE_VERBS.has(lemma) && !SPEECH_VERBS.has(lemma) && !isSetting(c, tokens) && !isMovement(c, tokens);
}

/**
 * The indices of the words that belong to a clause: from the end of the clause before it (or the sentence's start) to
 * the start of the next clause's subject ('…where each on time return got…') or the sentence's end.
 */
function clauseWords(c: ClauseReading, clauses: readonly ClauseReading[], tokens: readonly SentenceToken[]): number[] {
  const at = clauses.indexOf(c);
  const from = at > 0 ? clauses[at - 1]!.last + 1 : 0;
  let after = at + 1;
  while (clauses[after] !== undefined && isAside(clauses[after]!, tokens)) after += 1;
  const next = clauses[after];
  const to = next ? next.first - 1 : tokens.length - 1;
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);
}

/**
 * 'I think', 'I guess' said inside another clause's words ('we cut our waste by I think about two kilos'): an aside,
 * not a clause of its own — no clause starts right after a preposition, a determiner or a verb.
 */
function isAside(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  const before = tokens[c.first - 1];
  return c.subject === 'speaker' && c.tense === 'present' && c.verb !== null && MENTAL_VERBS.has(c.verb.lemma) && before !== undefined && ['ADP', 'DET', 'VERB', 'AUX'].includes(before.pos);
}

/**
 * Someone else telling, afterwards, how things stood — a fact in the past ('the nurse told us he hadn't had one
 * hypo'), not an intention ('he said he would take it further') or a question: what others reported, read like what
 * others did next (the result only when the speaker does nothing after it).
 */
function reportsFact(c: ClauseReading, clauses: readonly ClauseReading[], tokens: readonly SentenceToken[]): boolean {
  const reported = clauses[clauses.indexOf(c) + 1];
  if (c.subject !== 'other' || c.tense !== 'past' || c.negated || c.verb === null || !REPORTING_VERBS.has(c.verb.lemma) || reported === undefined) return false;
  // What was said follows the verb directly ('told us he hadn't…', 'said that…'), not after 'and' ('she agreed and we
  // shipped'); 'asked why the reports had been late' reports a question, not a fact.
  const between = tokens.slice(c.last + 1, reported.first + 1);
  const joined = between.some((t) => t.pos === 'CCONJ' || t.pos === 'PUNCT');
  const question = between.some((t) => WH_OPENERS.has(t.normal));
  return !joined && !question && reported.subject !== null && (reported.tense === 'past' || reported.tense === 'perfect') && !reported.goal;
}
const WH_OPENERS = new Set(['why', 'what', 'which', 'how', 'who', 'whether', 'if', 'when', 'where']);
/** Verbs that report what someone said was so: not agreeing, asking, offering or promising. */
const REPORTING_VERBS = new Set(['say', 'tell', 'mention', 'report', 'confirm', 'explain']);

/** What a sentence does, from its clauses, entities and words' classes (never from which topic it is about). */
export function sentenceDoing(sentence: Pick<AnswerSentence, 'tokens' | 'entities' | 'words'>, clauses: readonly ClauseReading[], sentiment: number): SentenceDoing {
  const { tokens, entities } = sentence;
  // A time: a date or duration the model finds, or a year after 'in' ('in twenty twenty two').
  const time = entities.find((e) => TIME_ENTITIES.has(e.type) || (e.type === 'CARDINAL' && tokens[e.first - 1]?.normal === 'in' && isYear(tokens.slice(e.first, e.last + 1))));
  const place = tokens.findIndex((t, i) => t.pos === 'PROPN' && (tokens[i - 1]?.normal === 'at' || tokens[i - 1]?.normal === 'in'));
  const comparison = hasComparison(tokens);
  // A relative clause on the object ('the customers who had unusual plans') describes it: the sentence is what its main clause does.
  const narrative = clauses.filter((c) => !c.relative && (c.tense === 'past' || c.tense === 'perfect' || (c.tense === 'present' && isAction(c, tokens))));

  const goalClause = clauses.find((c) => c.goal || isGoalStatement(c, tokens));

  let outcome: string | null = null;
  let outcomeClause: ClauseReading | undefined;
  let byOthers = false;
  // An outcome that stands on its own as what the speaker's work achieved: a change by an amount, a target hit, a finish in time.
  let achieved = false;
  // An outcome measured in itself — a change by an amount, a target hit, a finish in time — whoever's it is.
  let measured = false;
  for (const c of clauses) {
    const lemma = c.verb?.lemma ?? c.finite.lemma;
    const next = c.verb ? tokens[tokens.indexOf(c.verb) + 1] : undefined;
    const movedAmount = isMovement(c, tokens);
    // 'kept finding', 'stopped calling': an aspect of another verb, not a finish.
    const aspectual = next?.pos === 'VERB';
    const notSpeaker = c.subject === 'other' || c.subject === null;
    const past = c.tense === 'past' || c.tense === 'perfect';
    // 'which meant the managers had their numbers a week earlier': the consequence of what came before.
    if (lemma === 'mean' && /^(which|that|this)$/i.test(c.subjectText) && c.tense === 'past') {
      outcome = `a consequence${cite(sentence, c.first, Math.min(tokens.length - 1, c.last + 4))}`;
      outcomeClause = c;
      break;
    }
    // 'what I learned was to ask earlier': the lesson, named in a clause of its own.
    if (c.subordinate && tokens[c.first - 1]?.normal === 'what' && LEARNING_VERBS.has(lemma) && past && c.subject !== 'other') {
      outcome = `a lesson${cite(sentence, c.first, c.last)}`;
      outcomeClause = c;
      break;
    }
    if (c.tense === 'future' || c.tense === 'modal' || c.subordinate || c.goal) continue;
    const own = clauseWords(c, clauses, tokens);
    // An amount in the clause's own words: 'we launched it in october and split the traffic fifty fifty' launched no amount.
    // Time saved or cut is an amount of the change ('we saved about five hours a week'); after other verbs a duration is when or how long.
    const amount = amountAfter(sentence, c.last, own.at(-1) ?? c.last, CHANGE_VERBS.has(lemma));
    // 'the client ended up giving us more work' is how it ended; 'I ended up rewriting the schedule' is one more step the speaker took.
    const endedUp = (lemma === 'end' && next?.normal === 'up' && !(notSpeaker === false && stepAfterEndedUp(tokens[tokens.indexOf(next) + 1]))) || (lemma === 'turn' && next?.normal === 'out' && ['ADJ', 'ADV'].includes(tokens[tokens.indexOf(next) + 1]?.pos ?? ''));
    const ending = ENDING_CONNECTIVES.find((phrase) => tokens.some((_, k) => phrase.every((w, j) => tokens[k + j]?.normal === w)));
    // 'we submitted it on time', 'I filed it before the deadline': handed in, and when, whoever did it — said in the
    // clause's own words, not in the next clause ('I started a sticker chart where each on time return got a sticker').
    // 'on time' before a noun describes it ('each on time return'), it says nothing of when this was done.
    const onTime = (k: number) => tokens[k]!.normal === 'time' && tokens[k - 1]?.normal === 'on' && tokens[k + 1]?.pos !== 'NOUN';
    const metDeadline = own.some((k) => onTime(k) || (tokens[k]!.lemma === 'deadline' && tokens.slice(Math.max(0, k - 3), k).some((b) => b.normal === 'before')));
    // 'we finished the migration in eight weeks': a finish with the time it took.
    const tookTime = FINISH_VERBS.has(lemma) && own.some((k) => ['in', 'within'].includes(tokens[k]!.normal) && sentence.entities.some((e) => e.type === 'DURATION' && (e.first === k + 1 || e.first === k + 2) && own.includes(e.first)));
    // 'early' before a time says when ('early in the summer', 'early one morning'), not ahead of it.
    const early = (k: number) => tokens[k]!.normal === 'early' && !WHEN_AFTER_EARLY.has(tokens[k + 1]?.normal ?? '');
    const inTime = metDeadline || tookTime || own.some((k) => (tokens[k]!.normal === 'time' && tokens[k - 1]?.normal === 'in') || early(k) || tokens[k]!.normal === 'ahead');
    if (c.subjectNoun !== null && (RESULT_NOUNS.has(c.subjectNoun) || /^the (final|eventual|end) /i.test(c.subjectText)) && c.finite.lemma === 'be') {
      outcome = `the result named${cite(sentence, c.first, Math.min(tokens.length - 1, c.last + 4))}`;
    } else if (lemma === 'get' && next?.pos === 'VERB' && next.normal !== next.lemma && !next.normal.endsWith('ing') && past) {
      outcome = `something that happened to the speaker${cite(sentence, c.first, c.last)}`;
    } else if ((lemma === 'start' || lemma === 'stop') && aspectual && c.subject === 'other' && past) {
      outcome = `what others did since${cite(sentence, c.first, c.last)}`;
    } else if (past && (tokens.slice(c.first, c.last + 1).some((t) => t.normal === 'never') || ((c.negated || own.some((k) => tokens[k]!.normal === 'no' || tokens[k]!.normal === 'zero')) && c.tense === 'past' && afterwards(tokens))) && c.verb !== null && !MENTAL_VERBS.has(c.verb.lemma)) {
      outcome = `something that never happened again${cite(sentence, c.first, c.last)}`;
    } else if (endedUp) {
      outcome = `how it ended${cite(sentence, c.first, Math.min(tokens.length - 1, c.last + 2))}`;
    } else if (inTime && (notSpeaker || COMPLETION_VERBS.has(lemma) || metDeadline) && (c.tense === 'past' || c.tense === 'perfect')) {
      outcome = `a finish in time${cite(sentence, c.first, tokens.length - 1)}`;
      achieved = true;
      measured = true;
    } else if ((CHANGE_VERBS.has(lemma) || movedAmount) && (notSpeaker || amount !== undefined)) {
      outcome = `a change${cite(sentence, c.first, c.last + (next && movedAmount ? 1 : 0))}${amount ? ` with an amount${cite(sentence, amount.first, amount.last).replace(/^:/, ',')}` : ''}`;
      // Only a change the subject made to something ('we cut late deliveries by half'), not one it went through ('we
      // grew from ten to fifty people', 'we went from…'), which is how things were as often as how they ended.
      achieved = amount !== undefined && !movedAmount && tokens.slice(c.last + 1, amount.first).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
      measured = amount !== undefined && !pastPerfect(c);
    } else if ((ACHIEVEMENT_VERBS.has(lemma) || metTarget(c, lemma, tokens) || phrasalAchievement(lemma, tokens, c.last) || gotDone(lemma, tokens, c.last)) && next?.normal !== 'out' && !c.negated && (c.tense === 'past' || c.tense === 'perfect')) {
      outcome = `an achievement${cite(sentence, c.first, withParticle(tokens, c.last))}`;
      achieved = true;
      measured = true;
    } else if ((COMPLETION_VERBS.has(lemma) || ACHIEVEMENT_VERBS.has(lemma)) && !aspectual && !workedAt(lemma, next) && (notSpeaker || amount !== undefined || c.passive) && (c.tense === 'past' || c.tense === 'perfect')) {
      outcome = `a finish or verdict${cite(sentence, c.first, c.last)}`;
    } else if (LEARNING_VERBS.has(lemma) && (c.tense === 'past' || c.tense === 'perfect')) {
      outcome = `a lesson${cite(sentence, c.first, c.last)}`;
    } else if (lemma === 'become' && notSpeaker && past && !c.negated) {
      outcome = `a change of state${cite(sentence, c.first, Math.min(tokens.length - 1, c.last + 3))}`;
    } else if (past && !c.negated && c.subject !== null && fromThenOn(tokens)) {
      outcome = `something lasting since${cite(sentence, c.first, c.last)}`;
    } else if (REMAINING_VERBS.has(lemma) && notSpeaker && past && !c.negated && stateAfter(tokens, c.last)) {
      outcome = `a state that held${cite(sentence, c.first, Math.min(tokens.length - 1, c.last + 1))}`;
    } else if (c.tense === 'perfect' && (c.negated || tokens.some((t) => t.normal === 'since' || t.normal === 'now' || t.normal === 'ever' || t.normal === 'still'))) {
      outcome = `something lasting since${cite(sentence, c.first, c.last)}`;
    } else if (c.tense === 'present' && tokens.some((t) => t.normal === 'now' || t.normal === 'since' || t.normal === 'still') && c.subject !== null) {
      outcome = `how things stand now${cite(sentence, c.first, c.last)}`;
    } else if (amount !== undefined && c.subject !== 'speaker' && (c.tense === 'past' || c.tense === 'perfect') && MEASURE_VERBS.has(lemma) && (c.subject === 'group') === pastPerfect(c)) {
      outcome = `a measure afterwards${[cite(sentence, c.first, c.last), cite(sentence, amount.first, amount.last)].filter((q) => q !== '').map((q, i) => (i === 0 ? q : q.slice(1))).join('')}`;
    } else if (comparison && own.includes(tokens.indexOf(comparison)) && (c.tense === 'past' || c.tense === 'perfect') && !purpose(c, tokens) && (!isAction(c, tokens) || saidOfSubject(c, comparison, tokens))) {
      outcome = `a comparison${citeWith(sentence, c, comparison).replace(/^: /, `: "${comparison.value}" in `)}`;
    } else if (lemma === 'go' && WENT_HOW.has(next?.normal ?? '') && (c.tense === 'past' || c.tense === 'perfect')) {
      outcome = `a verdict${cite(sentence, c.first, c.last + 1)}`;
    } else if (lemma === 'get' && !notSpeaker && sentiment >= 0.25 && !causative(c, tokens) && (c.tense === 'past' || c.tense === 'perfect')) {
      outcome = `something the speaker got out of it${cite(sentence, c.first, Math.min(tokens.length - 1, c.last + 2))}`;
    } else if (ending && (c.tense === 'past' || c.tense === 'perfect')) {
      outcome = `how it ended${cite(sentence, c.first, c.last).replace(/^: /, `: "${ending.join(' ')}" with `)}`;
    } else if (reportsFact(c, clauses, tokens)) {
      outcome = `what others reported${cite(sentence, c.first, Math.min(tokens.length - 1, clauses[clauses.indexOf(c) + 1]!.last + 2))}`;
      byOthers = true;
    } else if (isConsequence(c, tokens)) {
      outcome = `what others did next${cite(sentence, c.first, withParticle(tokens, c.last))}`;
      byOthers = true;
    } else if (sentiment >= 0.25 && past && (isJudgement(c, tokens) || (c.subject === 'other' && c.verb !== null && !MENTAL_VERBS.has(c.verb.lemma) && !STATE_VERBS.has(c.verb.lemma) && !SPEECH_VERBS.has(c.verb.lemma)))) {
      outcome = `a verdict${cite(sentence, c.first, Math.min(tokens.length - 1, c.last + 3))}`;
    }
    if (outcome) {
      outcomeClause = c;
      break;
    }
  }
  // A clause that tells how it ended ('we finished a week early') is the outcome, not one more step taken.
  const actionClause = clauses.find((c) => c !== outcomeClause && isAction(c, tokens)) ?? toldAsStep(clauses.filter((c) => c !== outcomeClause), tokens);

  let scene: string | null = null;
  const stateClause = narrative.find((c) => !isAction(c, tokens) && !c.goal && !hedgedGroupDoing(c, tokens));
  if (time && narrative.length > 0) scene = `a time${cite(sentence, time.first, time.last)}`;
  else if (place >= 0) scene = `a place${cite(sentence, place - 1, place)}`;
  else if (stateClause) scene = `a past ${STATE_VERBS.has(stateClause.verb?.lemma ?? stateClause.finite.lemma) ? 'state' : 'event'}${cite(sentence, stateClause.first, stateClause.last)}`;

  return {
    scene,
    goal: goalClause ? `a goal${cite(sentence, goalClause.first, Math.min(tokens.length - 1, goalClause.last + 2))}` : null,
    action: actionClause
      ? `${actionClause.subject === 'speaker' ? '"I"' : '"we"'} + ${actionClause.tense === 'present' ? 'an action told in the present' : 'a past action'}${cite(sentence, actionClause.first, withParticle(tokens, actionClause.last))}`
      : null,
    outcome,
    ...(outcomeClause !== undefined ? { outcomeClause: clauses.indexOf(outcomeClause) } : {}),
    ...(outcome !== null && byOthers ? { outcomeByOthers: true as const } : {}),
    ...(outcome !== null && achieved && (outcomeClause?.subject === 'speaker' || outcomeClause?.subject === 'group') ? { ownAchievement: true as const } : {}),
    ...(outcome !== null && measured ? { measured: true as const } : {}),
    ...(actionClause ? { actor: actionClause.subject === 'group' ? ('group' as const) : ('speaker' as const) } : {}),
    general: clauses.length > 0 && narrative.length === 0,
    ...countsOf(sentence, clauses, goalClause),
  };
}

/** The verb a goal sets a number for, and the verb of the speaker's own count, each with an amount in its own words. */
function countsOf(sentence: Pick<AnswerSentence, 'tokens' | 'entities' | 'words'>, clauses: readonly ClauseReading[], goalClause: ClauseReading | undefined): Pick<SentenceDoing, 'targetVerb' | 'counted'> {
  const { tokens } = sentence;
  const amountOf = (c: ClauseReading) => amountAfter(sentence, c.last, clauseWords(c, clauses, tokens).at(-1) ?? c.last);
  const goalVerb = goalClause ? tokens.slice(goalClause.first, goalClause.last + 1).findLast((t) => t.pos === 'VERB') : undefined;
  const counted = clauses.find((c) => (c.subject === 'speaker' || c.subject === 'group') && c.tense === 'past' && !c.negated && !c.goal && c.verb !== null && amountOf(c) !== undefined);
  return {
    ...(goalClause && goalVerb && amountOf(goalClause) !== undefined ? { targetVerb: goalVerb.lemma } : {}),
    ...(counted ? { counted: { verb: counted.verb!.lemma, quote: citedTokens(sentence, counted.first, amountOf(counted)!.last) } } : {}),
  };
}

export interface StarReading {
  part: StarPartName | null;
  /** Every part the sentence shows; `part` is the one its time counts towards. */
  shows: StarPartName[];
  /** Why: 'outcome — a change: "fell" with an amount, "a third"'. */
  reason: string | null;
}

/**
 * The STAR part of each sentence of an answer, from what each does and where it stands: before the speaker's first
 * action, a sentence that sets a scene (or does nothing else) is the situation; an outcome counts as the result only
 * once the story has started (a scene may mention numbers too); an action is the speaker's own past action.
 */
export function readStar(doings: readonly SentenceDoing[]): StarReading[] {
  // The story moves with the speaker's own first step; what 'we' did before it ('we handled everything from billing to
  // complaints') is how things were. Without an 'I' the group's first step counts.
  const firstOwn = doings.findIndex((d) => d.action !== null && d.actor !== 'group');
  const firstMove = firstOwn >= 0 ? firstOwn : doings.findIndex((d) => d.action !== null);
  // Without an action of the speaker's, the story has started after its goal, or in its second half.
  const firstGoal = doings.findIndex((d) => d.goal !== null);
  const startedAfter = firstMove >= 0 ? firstMove : firstGoal >= 0 ? firstGoal : Math.floor(doings.length / 2) - 1;
  return doings.map((doing, i) => {
    let d = doing;
    const started = i > startedAfter;
    const shows: StarPartName[] = [];
    const reasons: Partial<Record<StarPartName, string>> = {};
    if (d.scene !== null && (firstMove < 0 || i <= firstMove)) {
      shows.push('situation');
      reasons.situation = d.scene;
    }
    if (d.goal !== null) {
      shows.push('task');
      reasons.task = d.goal;
    }
    if (d.action !== null) {
      shows.push('action');
      reasons.action = d.action;
    }
    // What others did next, followed by more of the speaker's actions, is a turn in the story, not how it ended.
    const turn = d.outcomeByOthers === true && doings.slice(i + 1).some((later) => later.action !== null);
    // 'my target was to place thirty… I placed twenty two': a count of what the goal set a number for is its outcome.
    const counted = d.counted;
    if (d.outcome === null && counted !== undefined && doings.slice(0, i).some((earlier) => earlier.targetVerb === counted.verb)) {
      d = { ...d, outcome: `measured against the goal${counted.quote === null ? '' : `: ${counted.quote}`}` };
    }
    // What the speaker achieved, said before anything of the story (no scene, goal or action yet): the result told first.
    const toldFirst = d.outcome !== null && d.ownAchievement === true && !started && firstMove > i && doings.slice(0, i).every((earlier) => earlier.scene === null && earlier.goal === null && earlier.action === null);
    if (d.outcome !== null && !turn && (started || toldFirst || (firstMove >= 0 && i === firstMove && d.action !== null && doings.length - i <= 2))) {
      shows.push('result');
      reasons.result = toldFirst && !started ? `${d.outcome} (told first)` : d.outcome;
    }
    const order: StarPartName[] = ['result', 'task', 'action', 'situation'];
    let part = order.find((p) => shows.includes(p)) ?? null;
    if (part === null && firstMove > 0 && i < firstMove && !d.general) {
      part = 'situation';
      reasons.situation = 'before the first action';
    }
    return { part, shows, reason: part ? `${part}: ${reasons[part]}` : d.general ? 'general talk, no past event' : null };
  });
}
