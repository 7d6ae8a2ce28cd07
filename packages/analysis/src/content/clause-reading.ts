import type { SentenceToken } from './answer-sentences.ts';
import { ENDING_CONNECTIVES, LEARNING_VERBS, MENTAL_VERBS, SPEECH_VERBS } from './verb-classes.ts';

/** Who a clause's subject is: the speaker ('I'), the speaker's group ('we'), someone or something else, or none found. */
export type ClauseSubject = 'speaker' | 'group' | 'other' | null;
export type ClauseTense = 'past' | 'perfect' | 'present' | 'future' | 'modal' | 'none';

/** One subject–verb pair of a sentence, as its parts of speech and lemmas show it. */
export interface ClauseReading {
  subject: ClauseSubject;
  /** The subject as said ('I', 'the team', 'my job'); its head noun's lemma when it is a noun phrase. */
  subjectText: string;
  subjectNoun: string | null;
  /** The main verb (the chain's first verb: 'decided to delegate' → decide); null for a bare 'was'/'had'. */
  verb: SentenceToken | null;
  /** The first verb or auxiliary after the subject: it carries the tense. */
  finite: SentenceToken;
  tense: ClauseTense;
  /** 'I needed to', 'we had to', 'I was asked to', 'I was responsible for', 'my job was to'. */
  goal: boolean;
  negated: boolean;
  /** Introduced by 'when', 'while', 'where', 'because', 'who'…: background to the main clause, not a step of the story. */
  subordinate: boolean;
  /**
   * A relative clause on a noun said after an earlier clause's verb ('I called the customers who had unusual plans'),
   * with any verb joined to it: it describes that clause's object, so it has no role of its own in the story.
   */
  relative: boolean;
  /** 'was running', 'were doing': the past progressive paints a scene. */
  progressive: boolean;
  /** 'we were fully booked', 'it was cancelled': something done to the subject. */
  passive: boolean;
  /** 'we mostly sold', 'I usually checked': what used to happen, a scene. */
  habitual: boolean;
  /** Index in the sentence's tokens of the subject's first token and of the verb chain's last token. */
  first: number;
  last: number;
}

const SPEAKER = new Set(['i']);
const GROUP = new Set(['we']);
const OTHER_PRONOUNS = new Set(['he', 'she', 'they', 'it', 'you', 'there', 'that', 'this', 'everyone', 'everybody', 'nobody', 'someone', 'somebody', 'everything', 'nothing', 'something', 'anything', 'people', 'which', 'who']);
const PAST_AUX = new Set(['was', 'were', 'had', 'did', "'d"]);
const PRESENT_AUX = new Set(['is', 'are', 'am', 'has', 'have', 'do', 'does', "'s", "'re", "'m", "'ve"]);
const FUTURE_AUX = new Set(['will', "'ll", 'shall']);
/** Verbs whose past tense is spelt as their base form: 'I set up a call', 'the pandemic hit'. */
const SAME_FORM_PAST = new Set(['set', 'put', 'cut', 'hit', 'quit', 'shut', 'spread', 'split', 'read', 'upset', 'bet', 'cast', 'broadcast', 'burst', 'cost', 'hurt', 'lead']);
/** Adverbs of frequency: with them a past verb tells what used to happen ('we mostly sold walking holidays'). */
const HABITUAL = new Set(['mostly', 'usually', 'always', 'often', 'generally', 'normally', 'typically', 'sometimes', 'regularly', 'constantly']);
/** Time nouns that, after 'every', 'each', 'a', 'per' or 'times a', say how often ('two books a month', 'every morning'). */
const TIME_UNITS = new Set(['day', 'week', 'month', 'year', 'morning', 'evening', 'night', 'weekend', 'time', 'quarter', 'hour']);

/** Whether the words after a verb say how often it happens ('I read two books a month', 'I run three times a week'). */
function saysHowOften(tokens: readonly SentenceToken[], from: number): boolean {
  for (let k = from; k < tokens.length && k < from + 8; k += 1) {
    const t = tokens[k]!;
    if (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PUNCT') return false;
    if (TIME_UNITS.has(t.lemma) && ['every', 'each', 'a', 'per', 'an'].includes(tokens[k - 1]?.normal ?? '')) return true;
  }
  return false;
}

/** Question words: 'why the code had been used', 'which ones were real' report a question, not a fact. */
const WH_WORDS = new Set(['why', 'which', 'what', 'whether', 'how', 'who', 'where']);
/** Words that open a clause that is background to another: a time, a place, a reason, a relative clause. */
const SUBORDINATORS = new Set(['when', 'while', 'where', 'whereas', 'because', 'since', 'as', 'if', 'who', 'which', 'that', 'whose', 'whom', 'until', 'once', 'whenever', 'although', 'though']);
/** Pronouns that open a relative clause; 'that' only after a noun ('I told them that…' reports what was said). */
const RELATIVE_PRONOUNS = new Set(['who', 'whom', 'whose', 'which', 'that']);

/**
 * Whether the clause whose subject starts at `subjectAt` is a relative clause on a noun after the verb of the clause
 * before it: 'I called the customers who had…', 'I rewrote the plan that we had agreed'. Not 'the customers who
 * called were…' (no clause before it), nor ', which meant…' (said of the whole clause, after a pause).
 */
function isRelativeOnObject(tokens: readonly SentenceToken[], subjectAt: number, subjectText: string | null, previous: ClauseReading | undefined): boolean {
  const pronounAt = subjectText !== null && RELATIVE_PRONOUNS.has(subjectText.toLowerCase()) ? subjectAt : subjectAt - 1;
  const pronoun = tokens[pronounAt];
  const antecedent = tokens[pronounAt - 1];
  if (pronoun === undefined || antecedent === undefined || previous === undefined || !RELATIVE_PRONOUNS.has(pronoun.normal)) return false;
  const nominal = antecedent.pos === 'NOUN' || antecedent.pos === 'PROPN' || (antecedent.pos === 'PRON' && pronoun.normal !== 'that');
  return nominal && previous.last < pronounAt - 1;
}

/** Words that negate the clause they are said in: 'did not', 'never', 'was unable to', 'nobody came'. */
const NEGATORS = new Set(['not', 'never', 'unable', 'no', 'nobody', 'nothing', 'none', 'neither', 'nor', 'noone']);

/** Verbs of obligation and intention that take 'to' + a verb: what the speaker had to achieve (closed class). */
const GOAL_VERBS = new Set(['need', 'have', 'want', 'aim', 'plan', 'intend', 'mean', 'hope', 'expect', 'require']);
/** Verbs with which someone else sets the speaker a goal: 'asked me to', 'wanted us to' (closed class). */
const DELEGATING_VERBS = new Set(['ask', 'tell', 'want', 'need', 'expect', 'task', 'assign', 'challenge']);
/** Passive or adjective forms that state an assignment: 'I was asked to', 'I was responsible for'. */
const ASSIGNMENT_WORDS = new Set(['ask', 'task', 'assign', 'charge', 'responsible', 'suppose', 'expect', 'hire', 'bring', 'put']);

/** The tense a verb chain's first word carries; `next` is the chain's next verb ('have … cut'). */
export function tenseOf(finite: SentenceToken, next: SentenceToken | undefined): ClauseTense {
  const word = finite.value.toLowerCase().replace(/’/g, "'");
  if (finite.pos === 'AUX') {
    if (word === "'d") return next && (next.pos === 'VERB' || next.pos === 'AUX') && next.normal !== next.lemma && !next.normal.endsWith('ing') ? 'past' : 'modal';
    if (PAST_AUX.has(word) || word === 'could') return 'past';
    if ((word === 'has' || word === 'have' || word === "'ve") && next && (next.normal !== next.lemma || SAME_FORM_PAST.has(next.normal))) return 'perfect';
    if (PRESENT_AUX.has(word)) return 'present';
    if (FUTURE_AUX.has(word)) return 'future';
    return 'modal';
  }
  if (finite.pos !== 'VERB') return 'none';
  if (finite.pastForm) return 'past';
  const form = finite.normal;
  if (form === finite.lemma && SAME_FORM_PAST.has(form)) return 'past';
  if (form === finite.lemma || form.endsWith('ing')) return 'present';
  if ((form.endsWith('s') && (form.slice(0, -1) === finite.lemma || form.slice(0, -2) === finite.lemma)) || form === `${finite.lemma.slice(0, -1)}ies`) return 'present';
  return 'past';
}

function subjectOf(tokens: readonly SentenceToken[], verbAt: number): { subject: ClauseSubject; first: number; text: string; noun: string | null } | null {
  // Walk left over adverbs, 'not', auxiliaries and hesitations to the subject.
  let k = verbAt - 1;
  while (k >= 0 && verbAt - k < 6) {
    const t = tokens[k]!;
    // Hedges between subject and verb: 'I kind of asked', 'I sort of decided'.
    if (t.normal === 'of' && (tokens[k - 1]?.normal === 'kind' || tokens[k - 1]?.normal === 'sort')) k -= 2;
    // An infinitive ('a team to reach a goal') has no subject of its own.
    else if (t.normal === 'to' && t.pos === 'PART') return null;
    else if (t.pos === 'ADV' || t.pos === 'PART' || t.pos === 'INTJ') k -= 1;
    else break;
  }
  const head = tokens[k];
  if (!head) return null;
  // 'right okay missed a deadline': a bare discourse word the model tags as a noun is no subject ('the right' would be).
  if (DISCOURSE_WORDS.has(head.normal) && !['DET', 'PRON', 'ADJ'].includes(tokens[k - 1]?.pos ?? '')) return null;
  // 'no one': a pronoun of two words.
  if (head.normal === 'one' && tokens[k - 1]?.normal === 'no') return { subject: 'other', first: k - 1, text: `${tokens[k - 1]!.value} ${head.value}`, noun: null };
  if (head.pos === 'PRON') {
    const p = head.normal;
    if (SPEAKER.has(p)) return { subject: 'speaker', first: k, text: head.value, noun: null };
    if (GROUP.has(p)) return { subject: 'group', first: k, text: head.value, noun: null };
    if (OTHER_PRONOUNS.has(p)) return { subject: 'other', first: k, text: head.value, noun: null };
    return null;
  }
  if (head.pos === 'NOUN' || head.pos === 'PROPN') {
    // The noun phrase back to its determiner or possessive: 'the first billing run', 'my manager'.
    let first = k;
    while (first > 0 && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tokens[first - 1]!.pos) && k - first < 4) first -= 1;
    const determiner = tokens[first - 1];
    if (determiner !== undefined && (determiner.pos === 'DET' || (determiner.pos === 'PRON' && !SPEAKER.has(determiner.normal) && !GROUP.has(determiner.normal)) || determiner.normal === 'my' || determiner.normal === 'our')) first -= 1;
    return { subject: 'other', first, text: tokens.slice(first, k + 1).map((t) => t.value).join(' '), noun: head.lemma };
  }
  return null;
}

const POSSESSIVE_DETERMINERS = new Set(['my', 'our', 'his', 'her', 'their', 'your', 'its']);
/** Words that open or steer talk ('right, okay…', 'yeah so…'); bare, they are never the subject of a verb. */
const DISCOURSE_WORDS = new Set(['right', 'okay', 'ok', 'yeah', 'yes', 'well', 'alright', 'sure', 'so', 'anyway']);

/** Verbs whose object may be a clause ('I noticed the server crashed'): a noun after them may be that clause's subject. */
const CLAUSE_TAKING_VERBS = new Set([...MENTAL_VERBS, ...SPEECH_VERBS, ...LEARNING_VERBS, 'see', 'find', 'notice', 'show', 'hear', 'read', 'discover', 'check', 'decide', 'ensure', 'make', 'let', 'help', 'watch']);
/** Parts of speech that open a verb's object ('made some signs', 'trained six people', 'called her'). */
const OBJECT_STARTS = new Set(['DET', 'NUM', 'PRON', 'NOUN', 'PROPN', 'ADJ']);

/**
 * Verb forms that are no verb of a clause: an -ing form after a preposition names an activity ('complaints about
 * waiting'); a participle between a modifier and its noun describes it ('a very organised person', 'a colour coded
 * calendar').
 */
function isGerund(tokens: readonly SentenceToken[], i: number): boolean {
  const t = tokens[i]!;
  if (t.normal.endsWith('ing') && tokens[i - 1]?.pos === 'ADP') return true;
  const before = tokens[i - 1];
  if (t.pos !== 'VERB' || t.normal === t.lemma || tokens[i + 1]?.pos !== 'NOUN' || before === undefined) return false;
  // After a determiner or a possessive, directly or across one modifier: 'a very organised person', 'the colour coded
  // calendar', 'our wasted coffee'.
  const determines = (t: SentenceToken | undefined) => t !== undefined && (t.pos === 'DET' || POSSESSIVE_DETERMINERS.has(t.normal));
  return determines(before) || (['ADV', 'ADJ', 'NOUN'].includes(before.pos) && determines(tokens[i - 2]));
}

/**
 * The subject–verb pairs of a sentence: each verb chain (auxiliaries, 'not', adverbs, 'to' + verb) with the subject
 * before it. A verb with no subject of its own ('…and paired with him') takes the previous clause's subject.
 */
export function readClauses(tokens: readonly SentenceToken[]): ClauseReading[] {
  // Read without the fillers ('I um set up', 'I like called'), then point back into the words as said.
  const kept = tokens.map((_, i) => i).filter((i) => !isFiller(tokens, i));
  const view = kept.map((i) => tokens[i]!);
  return readClausesOf(view).map((c) => ({ ...c, first: kept[c.first]!, last: kept[c.last]! }));
}

/** Hesitations, and 'like' before a past verb ('I like called her'), said between a subject and its verb. */
export const HESITATIONS = new Set(['um', 'uh', 'er', 'erm', 'uhm', 'ah', 'hmm', 'mm']);

export function isFiller(tokens: readonly SentenceToken[], i: number): boolean {
  const t = tokens[i]!;
  if (HESITATIONS.has(t.normal)) return true;
  // A connective of several words is no part of the clause after it ('As a result losses dropped…').
  if (ENDING_CONNECTIVES.some((phrase) => phrase.length > 1 && phrase.some((_, j) => phrase.every((w, k) => tokens[i - j + k]?.normal === w)))) return true;
  // 'I sort of offered', 'we kind of agreed': a hedge between the subject and its verb, which the model may tag as the verb.
  if (isHedgeAfterSubject(tokens, i) || (t.normal === 'of' && isHedgeAfterSubject(tokens, i - 1))) return true;
  const next = tokens[i + 1];
  return t.normal === 'like' && next !== undefined && next.pos === 'VERB' && next.normal !== next.lemma && !next.normal.endsWith('ing');
}

/** 'sort' or 'kind' + 'of' right after a subject pronoun or an adverb ('I sort of offered', 'and maybe sort of fixed'). */
function isHedgeAfterSubject(tokens: readonly SentenceToken[], i: number): boolean {
  const t = tokens[i];
  const before = tokens[i - 1];
  return t !== undefined && (t.normal === 'sort' || t.normal === 'kind') && tokens[i + 1]?.normal === 'of' && (before?.pos === 'PRON' || before?.pos === 'ADV');
}

/**
 * A base-form 'verb' that ends the object of the clause before it is the last noun of that object, mistagged: in 'I
 * automated the data pull, wrote a checklist', 'pull' has no subject of its own ('the data' would need 'pulls'), and
 * reading it as a clause would hand 'the data' to the verbs joined after it, which share the speaker's subject.
 */
function isNounInObject(tokens: readonly SentenceToken[], i: number, found: { first: number; noun: string | null } | null, previous: ClauseReading | undefined): boolean {
  const t = tokens[i]!;
  if (t.pos !== 'VERB' || t.normal !== t.lemma || SAME_FORM_PAST.has(t.normal) || found === null || found.noun === null || previous === undefined) return false;
  const head = tokens[i - 1]!;
  const singular = head.pos === 'NOUN' && (head.normal === head.lemma || !head.normal.endsWith('s'));
  return singular && found.first === previous.last + 1;
}

/** 'able' or 'unable' + 'to' after a form of 'be': 'I was able to move it' is the speaker moving it, a verb chain like 'managed to'. */
function isAbleTo(tokens: readonly SentenceToken[], k: number): boolean {
  const t = tokens[k];
  return t !== undefined && (t.normal === 'able' || t.normal === 'unable') && tokens[k - 1]?.lemma === 'be' && tokens[k + 1]?.normal === 'to';
}

/** A verb with 'to' before it and no subject of its own: 'to find', 'to reach'. */
function isInfinitive(tokens: readonly SentenceToken[], c: ClauseReading): boolean {
  return c.subjectText === '' && tokens[c.first - 1]?.normal === 'to';
}

function readClausesOf(tokens: readonly SentenceToken[]): ClauseReading[] {
  const clauses: ClauseReading[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if ((t.pos !== 'VERB' && t.pos !== 'AUX') || isGerund(tokens, i)) {
      i += 1;
      continue;
    }
    // The chain: verbs, auxiliaries, adverbs, 'not' and 'to' in a row.
    let last = i;
    while (tokens[last + 1] && (['VERB', 'AUX', 'PART', 'ADV'].includes(tokens[last + 1]!.pos) || isAbleTo(tokens, last + 1)) && !isGerund(tokens, last + 1) && last - i < 6) last += 1;
    while (last > i && tokens[last]!.pos !== 'VERB' && tokens[last]!.pos !== 'AUX') last -= 1;
    const chain = tokens.slice(i, last + 1);
    // The main verb is the chain's first verb: 'decided to delegate' is a decision, 'had to move' a goal to move.
    // 'we did a lot of things', 'I had a chat': 'do' and 'have' with an object are the main verb, though the model tags them as auxiliaries.
    const lexical =
      chain.find((c) => c.pos === 'VERB') ??
      (chain.length === 1 && (chain[0]!.lemma === 'do' || chain[0]!.lemma === 'have') && tokens[last + 1] !== undefined && ['DET', 'NOUN', 'PRON'].includes(tokens[last + 1]!.pos) ? chain[0]! : null);
    let found = subjectOf(tokens, i);
    const before = clauses.at(-1);
    if (chain.length === 1 && isNounInObject(tokens, i, found, before)) {
      i = last + 1;
      continue;
    }
    // '…and paired with him', '…and then wrote the email', '…and maybe fixed it': joined across adverbs.
    let link = i - 1;
    while (link > 0 && tokens[link]!.pos === 'ADV') link -= 1;
    // Coordinated verbs share their form: a past verb joined after an infinitive ('I used the logs to find the depot
    // and moved its loading') goes with the finite verb before the infinitive, and takes its subject.
    const finitePast = tenseOf(chain[0]!, chain.slice(1).find((c) => c.pos === 'VERB' || c.pos === 'AUX')) === 'past';
    const previous = finitePast && before !== undefined && isInfinitive(tokens, before) ? (clauses.findLast((c) => !isInfinitive(tokens, c)) ?? before) : before;
    // 'I drew up the rota made some signs': in run-on speech a past verb with an object of its own, right after the
    // object of the clause before, is the next step of a list said without its commas, not a clause with that object
    // as its subject. Not after a verb that takes a clause ('I thought the team made a mistake', 'we found the job
    // used all the memory').
    const listedStep =
      found !== null &&
      found.noun !== null &&
      previous !== undefined &&
      previous.subject !== null &&
      // 'which she did the board approved it': a relative or subordinate clause's object came before it.
      !previous.subordinate &&
      previous.verb !== null &&
      !CLAUSE_TAKING_VERBS.has(previous.verb.lemma) &&
      found.first > previous.last &&
      tokens.slice(previous.last + 1, found.first).every((t) => t.pos === 'ADP' || t.pos === 'PART') &&
      found.first - previous.last <= 2 &&
      finitePast &&
      chain.length === 1 &&
      OBJECT_STARTS.has(tokens[last + 1]?.pos ?? '');
    if (listedStep) found = null;
    const joined = !found && previous !== undefined && ((link >= 0 && (tokens[link]!.pos === 'CCONJ' || tokens[link]!.value === ',')) || listedStep);
    const hasTo = chain.some((c) => c.normal === 'to' && c.pos === 'PART');
    const goalVerb = hasTo && chain.some((c, k) => GOAL_VERBS.has(c.lemma) && chain[k + 1]?.normal === 'to');
    const assignment = chain.some((c) => ASSIGNMENT_WORDS.has(c.lemma)) && chain[0]!.lemma === 'be' && (hasTo || tokens[last + 1]?.normal === 'for' || tokens[last + 1]?.normal === 'with');
    const responsible = chain[0]!.lemma === 'be' && tokens[last + 1]?.pos === 'ADJ' && ASSIGNMENT_WORDS.has(tokens[last + 1]!.lemma);
    // 'my lead asked me to find out why', 'she wanted us to cut it': someone else setting the speaker a goal.
    const setGoal = lexical !== null && DELEGATING_VERBS.has(lexical.lemma) && ['me', 'us'].includes(tokens[last + 1]?.normal ?? '') && tokens[last + 2]?.normal === 'to';
    // 'I was the one who called them': the speaker did it, told as a cleft.
    const cleft = found !== null && found.text.toLowerCase() === 'who' && tokens[found.first - 1]?.normal === 'one' && tokens[found.first - 2]?.normal === 'the' && tokens.slice(Math.max(0, found.first - 5), found.first - 2).some((t) => t.normal === 'i');
    const subjectAt = found ? found.first : i;
    const opener = tokens[subjectAt - 1];
    // 'the short version is that we cut…', 'the problem was that…': after 'be', 'that' opens what is said, the clause that carries the sentence.
    const complementOfBe = opener?.normal === 'that' && tokens[subjectAt - 2]?.lemma === 'be';
    const subordinate =
      (opener !== undefined && SUBORDINATORS.has(opener.normal) && opener.pos !== 'DET' && !complementOfBe) ||
      tokens.slice(Math.max(0, subjectAt - 2), subjectAt + 1).some((t) => WH_WORDS.has(t.normal)) ||
      (found !== null && (found.text.toLowerCase() === 'who' || found.text.toLowerCase() === 'which')) ||
      (found !== null && found.text.toLowerCase() === 'that' && (opener?.pos === 'NOUN' || opener?.pos === 'PRON' || opener?.pos === 'PROPN'));
    const relative = !cleft && (isRelativeOnObject(tokens, subjectAt, found?.text ?? null, before) || (joined && previous.relative));
    const progressive = chain[0]!.lemma === 'be' && (PAST_AUX.has(chain[0]!.normal) || chain[0]!.normal === 'was') && lexical !== null && lexical.normal.endsWith('ing');
    const passive = chain[0]!.lemma === 'be' && lexical !== null && lexical !== chain[0] && lexical.normal !== lexical.lemma && !lexical.normal.endsWith('ing');
    // 'would' of habit ('the engineer would come out'), not the "'d" of a past perfect ("I'd designed").
    const habitualWould = chain.some((c, k) => c.normal === 'would' && (c.value.toLowerCase() === 'would' || (chain[k + 1] !== undefined && chain[k + 1]!.normal === chain[k + 1]!.lemma)));
    const habitual =
      tokens.slice(subjectAt, last + 3).some((c) => c.pos === 'ADV' && HABITUAL.has(c.normal)) ||
      habitualWould ||
      (chain[0]!.normal === 'used' && chain[1]?.normal === 'to') ||
      (tenseOf(chain[0]!, undefined) === 'present' && saysHowOften(tokens, last + 1));
    clauses.push({
      subordinate: (subordinate && !cleft) || relative,
      relative,
      progressive,
      passive,
      habitual,
      subject: cleft ? 'speaker' : found ? found.subject : joined ? previous.subject : null,
      subjectText: found ? found.text : joined ? previous.subjectText : '',
      subjectNoun: found ? found.noun : joined ? previous.subjectNoun : null,
      verb: lexical,
      finite: chain[0]!,
      tense: tenseOf(chain[0]!, chain.slice(1).find((c) => c.pos === 'VERB' || c.pos === 'AUX')),
      goal: goalVerb || assignment || responsible || setGoal,
      // Only a negation said in the clause itself, or just before its subject ('not one customer complained'): the
      // English model carries a 'no' on to the end of the sentence, and in a run-on without punctuation that is many
      // clauses ('no backlog the lane stayed clear').
      negated: tokens.slice(Math.max(0, (found ? found.first : i) - 1), last + 1).some((c) => NEGATORS.has(c.normal)),
      first: found ? found.first : i,
      last,
    });
    i = last + 1;
  }
  return clauses;
}
