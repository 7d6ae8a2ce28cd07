import type { AnswerFacts, StarredSentence } from './answer-facts.ts';
import { MIN_CLAUSE_WORDS } from './answer-sentences.ts';
import { HESITATIONS } from './clause-reading.ts';
import { isYear } from './specific-details.ts';
import { isAction } from './star-reading.ts';
import { MENTAL_VERBS, SETTING_VERBS } from './verb-classes.ts';

/**
 * The first sentence that actually answers: the first that tells an event of the story — a main clause with its own
 * subject in the past tense (simple, progressive or past perfect), not a habit, or a 'when I was…' that sets its scene,
 * or the speaker's action told in the present of a story ('so I go to my manager'). Before it an answer may echo the
 * question ('a product decision that turned out wrong'), talk in general ('I think it's important to adapt'), tell
 * experience in the present perfect ('I've worked with a lot of people'), or think aloud ('let me pick one'): none of
 * that answers yet. Spoken answers run on without full stops, so the sentence returned starts at the word where the
 * story does: after an 'anyway' or an announced example inside it, or at its first event when only talk in general
 * comes before that in the sentence. Null when no sentence tells an event.
 */
export function storyStart(sentences: readonly StarredSentence[]): StarredSentence | null {
  // 'Anyway' returns from a digression (a bit of background on the speaker's career, say): the story starts there, not
  // in what it returns from. Only in the first half of the answer's time: later it closes a digression inside the story.
  const start = sentences[0]?.start ?? 0;
  const half = start + ((sentences.at(-1)?.end ?? start) - start) / 2;
  let back = -1;
  let at = 0;
  sentences.forEach((s, i) => {
    const k = returnsToTopicAt(s.tokens) ?? returnsAtEnd(s.tokens);
    if (k !== null && s.words[s.tokens[k]!.word]!.start < half) [back, at] = [i, k];
  });
  if (back >= 0) {
    const marked = sentences[back]!;
    const rest = { ...marked, clauses: marked.clauses.filter((c) => c.first > at) };
    if (at > 0 && tellsEvent(rest)) return fromToken(marked, eventStart(rest) ?? at);
    if (at === 0 && tellsEvent(marked)) return fromToken(marked, eventStart(marked) ?? 0);
  }
  const f = sentences.findIndex((s, i) => i > back && tellsEvent(s));
  if (f < 0) return null;
  const lead = eventStart(sentences[f]!);
  if (lead !== null) return fromToken(sentences[f]!, lead);
  // The speaker's job or workplace told in the present just before the first event is its situation, not a preamble
  // ('I'm a pharmacist at a busy high street pharmacy and we see a lot of regulars. One morning…').
  let from = f;
  while (from - 1 > back && presentScene(sentences[from - 1]!) !== null) from -= 1;
  while (from < f && presentScene(sentences[from]!) !== 'own') from += 1;
  return sentences[from]!;
}

/** Verbs that tell, in the present, where the speaker works and what the work is ('I work as…', 'we handle…', 'my team is…'). */
const PRESENT_SCENE_VERBS = new Set([...SETTING_VERBS, 'be', 'have', 'handle', 'see', 'run', 'manage', 'lead', 'cover', 'look', 'support', 'serve', 'deal']);
/** Subjects that are the speaker's own world: 'I', 'we', 'my team', 'our ward'. */
const OWN_SUBJECT = /^(i|we|my|our)\b/i;

/**
 * A sentence that sets the speaker's scene in the present: 'own' when it says, of the speaker, the group or their team,
 * what they are or do at work, with a concrete detail — a number, a name or a place ('so I work as a team lead at a
 * call centre', 'we handle about two thousand calls a day'); 'about' when it goes on about the people or things there
 * ('and some of them get quite anxious'); null for anything else: an opinion ('I think', 'it's important'), talk to
 * 'you', or any clause not in the present.
 */
function presentScene(sentence: StarredSentence): 'own' | 'about' | null {
  const told = sentence.clauses.filter((c) => !c.relative && !c.subordinate);
  if (told.length === 0 || told.some((c) => c.tense !== 'present' || c.negated || /^(it|you|there|this|that)$/i.test(c.subjectText) || MENTAL_VERBS.has(c.verb?.lemma ?? ''))) return null;
  const own = told.some((c) => OWN_SUBJECT.test(c.subjectText) && PRESENT_SCENE_VERBS.has(c.verb?.lemma ?? c.finite.lemma));
  const concrete = sentence.entities.length > 0 || sentence.tokens.some((t, k) => t.pos === 'PROPN' || (['at', 'in', 'on', 'for'].includes(t.normal) && ['NOUN', 'PROPN', 'DET', 'ADJ'].includes(sentence.tokens[k + 1]?.pos ?? '')));
  return own && concrete ? 'own' : told.every((c) => !OWN_SUBJECT.test(c.subjectText) || PRESENT_SCENE_VERBS.has(c.verb?.lemma ?? c.finite.lemma)) ? 'about' : null;
}

/** Tenses of talk in general, and of experience: before a sentence's first event they do not answer yet. */
const NOT_YET = new Set(['present', 'perfect', 'modal', 'future']);

/**
 * Where in a sentence its story starts: at its first event clause when every clause before it is talk in general or
 * experience ('it's hard to pick one because I work in IT support so let me think… there was a lady who…'), else at
 * the sentence's start (a scene before the event — 'at my last job, in twenty twenty two, we…' — is the story already).
 */
function eventStart(sentence: StarredSentence): number | null {
  // The present tells a story only after the past has started it: before the sentence's first past event it is talk in general.
  const firstPast = sentence.clauses.findIndex((c) => c.tense === 'past' && tellsEventClause(sentence, c));
  const event = sentence.clauses.findIndex((c, k) => tellsEventClause(sentence, c) && (c.tense === 'past' || (firstPast >= 0 && k > firstPast)));
  if (event <= 0) return null;
  const before = sentence.clauses.slice(0, event);
  let from = sentence.clauses[event]!.first;
  // A time said before the event opens the story: the sentence starts it ('at my last job, in twenty twenty two,
  // we…') — or, in run-on speech, the time itself does when it comes after the talk in general, leading into the
  // event ('…so this doesn't happen often but so in twenty twenty three I missed…').
  if (namesTimeBefore(sentence, from)) {
    const lead = timeLeadingInto(sentence, before, from);
    if (lead === null) return null;
    from = lead;
  }
  // A lead of a few words ('you know, a guest had…') is no talk before the story either.
  if (sentence.tokens.slice(0, from).filter((t) => t.pos !== 'PUNCT' && !HESITATIONS.has(t.normal)).length < LEAD_WORDS_MIN) return null;
  return before.every((c) => NOT_YET.has(c.tense) || c.subject === null) && before.some((c) => c.subject !== null && NOT_YET.has(c.tense)) ? from : null;
}

/** Words that open a time phrase ('in twenty twenty three', 'last march', 'on the monday'). */
const TIME_OPENERS = new Set(['in', 'on', 'at', 'last', 'back', 'during', 'one', 'that', 'this']);

/**
 * The token where a time said after every clause of talk before the event begins (with the word that opens its
 * phrase), or null when a time comes earlier, inside that talk.
 */
function timeLeadingInto(sentence: StarredSentence, before: readonly StarredSentence['clauses'][number][], from: number): number | null {
  const times = sentence.entities.filter((e) => e.first < from && (e.type === 'DATE' || e.type === 'TIME' || (e.type === 'CARDINAL' && isYear(sentence.tokens.slice(e.first, e.last + 1)))));
  const first = times[0];
  // Past habits ('my manager would ask me to stay late') are the story's scene, not talk before it; present ones
  // ('this doesn't happen often') are talk in general.
  if (before.some((c) => (c.habitual && c.tense !== 'present') || ((c.tense === 'modal' || c.tense === 'future') && c.subject !== null))) return null;
  const talkEnds = Math.max(-1, ...before.map((c) => c.last));
  if (first === undefined || first.first <= talkEnds) return null;
  return TIME_OPENERS.has(sentence.tokens[first.first - 1]?.normal ?? '') && first.first - 1 > talkEnds ? first.first - 1 : first.first;
}

/** Talk before a sentence's first event needs at least this many words to be talk of its own (a clause, as answer-sentences cuts them). */
const LEAD_WORDS_MIN = MIN_CLAUSE_WORDS;

/** The sentence from its `k`th token on: its words, time and tokens (clause and entity indices kept for the whole). */
function fromToken(sentence: StarredSentence, k: number): StarredSentence {
  if (k <= 0) return sentence;
  const word = sentence.tokens[k]!.word;
  const words = sentence.words.slice(word);
  return { ...sentence, words, start: words[0]!.start, text: words.map((w) => w.word).join(' ') };
}

/** Words that may come before a discourse marker at the start of a sentence ('so anyway', 'but um anyway'). */
const LEAD_INS = new Set(['so', 'but', 'and', 'okay', 'ok', 'right', 'well', 'yeah', 'um', 'uh', 'er', 'erm']);

/**
 * A sentence opened by 'anyway' — the speaker comes back to what was asked (Schiffrin 1987 on discourse markers) — or
 * by announcing the example ('so one example', 'the example I'd pick is…').
 */
export function returnsToTopic(sentence: Pick<StarredSentence, 'tokens'>): boolean {
  return returnsToTopicAt(sentence.tokens) === 0;
}

/** Announcing words before 'example': 'one example', 'the example I'd pick'. */
const ANNOUNCERS = new Set(['one', 'an', 'the', 'my', 'for', 'a']);
/** Words after the marker that show more is said: a marker at a sentence's very end ('I did it anyway') returns nowhere. */
const MARKER_TAIL = 3;

/**
 * The token at which a sentence returns to what was asked: 0 when it opens with 'anyway' or an announced example
 * (after lead-ins), else the token of an 'anyway' or an announced example ('…so the example, last winter…') inside a
 * run-on sentence, with words after it; null when there is none.
 */
export function returnsToTopicAt(tokens: Pick<StarredSentence, 'tokens'>['tokens']): number | null {
  const kept = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.pos !== 'PUNCT');
  const words = kept.map(({ t }) => t.normal);
  const first = words.findIndex((w) => !LEAD_INS.has(w));
  if (first >= 0 && first <= 3) {
    // 'so one example: …', 'the example I'd pick is…': the story is announced, and what came before was not it.
    const announces = words[first + 1] === 'example' && ANNOUNCERS.has(words[first]!);
    if (words[first] === 'anyway' || words[first] === 'anyhow' || announces) return 0;
  }
  for (let j = Math.max(1, first + 1); j + MARKER_TAIL < words.length; j += 1) {
    const w = words[j]!;
    // Inside a sentence 'for example' gives an instance of what was just said, it does not start the story.
    const announces = words[j + 1] === 'example' && ANNOUNCERS.has(w) && w !== 'for' && w !== 'a' && LEAD_INS.has(words[j - 1]!);
    if (w === 'anyway' || w === 'anyhow' || announces) return kept[j]!.i;
  }
  return null;
}

/**
 * The token of an 'anyway' or an announced example that ends a piece of a run-on sentence, after a lead-in ('…I
 * genuinely enjoy it, so one example,' then the story): what follows the piece is the story. Without a lead-in a
 * sentence-final 'anyway' is no marker ('I did it anyway').
 */
function returnsAtEnd(tokens: Pick<StarredSentence, 'tokens'>['tokens']): number | null {
  const kept = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.pos !== 'PUNCT');
  const words = kept.map(({ t }) => t.normal);
  for (let j = Math.max(1, words.length - 1 - MARKER_TAIL); j < words.length; j += 1) {
    const w = words[j]!;
    const announces = words[j + 1] === 'example' && ANNOUNCERS.has(w) && w !== 'for' && w !== 'a';
    if ((w === 'anyway' || w === 'anyhow' || announces) && LEAD_INS.has(words[j - 1]!)) return kept[j]!.i;
  }
  return null;
}

/** Whether a sentence tells an event of a story (see storyStart). */
export function tellsEvent(sentence: StarredSentence): boolean {
  return sentence.clauses.some((c) => tellsEventClause(sentence, c));
}

function tellsEventClause(sentence: StarredSentence, c: StarredSentence['clauses'][number]): boolean {
  return (
    (c.tense === 'past' || (c.tense === 'present' && isAction(c, sentence.tokens))) &&
    // 'the biggest one was a contract with Norland back in twenty twenty two': a past state with its date sets the scene.
    (c.subject !== null || (namesTime(sentence) && c.tense === 'past')) &&
    !c.habitual &&
    !echoesQuestion(sentence, c) &&
    (!c.subordinate || opensScene(sentence, c))
  );
}

/** A date, a time or a year said before a token ('last winter we…', 'in twenty twenty two I…'). */
function namesTimeBefore(sentence: StarredSentence, k: number): boolean {
  return sentence.entities.some((e) => e.first < k && (e.type === 'DATE' || e.type === 'TIME' || (e.type === 'CARDINAL' && isYear(sentence.tokens.slice(e.first, e.last + 1)))));
}

/** A date, a time or a year said in the sentence ('back in twenty twenty two', 'last March'). */
function namesTime(sentence: StarredSentence): boolean {
  return sentence.entities.some((e) => e.type === 'DATE' || e.type === 'TIME' || (e.type === 'CARDINAL' && isYear(sentence.tokens.slice(e.first, e.last + 1))));
}

/** 'a time a release slipped': the question's words said back, naming the situation without telling it. */
function echoesQuestion(sentence: StarredSentence, clause: StarredSentence['clauses'][number]): boolean {
  const tokens = sentence.tokens;
  return /^(a|the|one) time\b/i.test(clause.subjectText) || (tokens[clause.first - 1]?.normal === 'time' && ['a', 'the', 'one'].includes(tokens[clause.first - 2]?.normal ?? ''));
}

/** 'when I was leading the evening shift', 'while we were moving offices': a time clause that opens the story. */
function opensScene(sentence: StarredSentence, clause: StarredSentence['clauses'][number]): boolean {
  const opener = sentence.tokens[clause.first - 1]?.normal;
  return (opener === 'when' || opener === 'while') && clause.subject !== 'other';
}

/** Under this share of the answer's time in sentences that tell an event, the answer talks in general and never comes to a situation. */
export const STORY_SHARE_MIN = 0.3;

/** The share of an answer's time (0–1) in sentences that tell an event. */
export function storyShare(facts: Pick<AnswerFacts, 'sentences' | 'duration'>): number {
  return facts.sentences.filter(tellsEvent).reduce((sum, s) => sum + s.seconds, 0) / facts.duration;
}
