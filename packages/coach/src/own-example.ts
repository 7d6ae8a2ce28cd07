import { formatClock } from '@rehearse/contract/number-format';
import { analysisWithWhen } from './analysis-when.ts';
import { spokenSentences, type SpokenSentence } from './answer-sentences.ts';
import type { CoachAnalysis } from './performance-profile.ts';

/** Which of the user's own sentences a how-to can rebuild, and how. */
export type ExampleKind = 'ownership' | 'result' | 'filler' | 'any';

/** From the question and the guidance chosen for it: what the user is asking to change. */
export function exampleKindOf(question: string, topics: readonly string[], tags: readonly string[]): ExampleKind {
  const q = question.toLowerCase();
  if (/\bwe\b|'we'|team|group|credit|my (own )?(role|part)|myself|\bi\b.*instead/.test(q) || tags.includes('we') || tags.includes('ownership')) return 'ownership';
  if (/\b(um+|uh+|er|filler|fillers|you know|like)\b/.test(q) || topics.includes('filler-words')) return 'filler';
  if (/\b(result|outcome|impact|number|numbers|metric|end|finish|conclude)/.test(q) || tags.includes('result')) return 'result';
  return 'any';
}

const WE_TO_I: ReadonlyArray<[RegExp, string]> = [
  [/\bwe're\b/gi, "I'm"],
  [/\bwe've\b/gi, "I've"],
  [/\bwe'd\b/gi, "I'd"],
  [/\bwe'll\b/gi, "I'll"],
  [/\bwe\b/gi, 'I'],
  [/\bour\b/gi, 'my'],
  [/\bus\b/gi, 'me'],
  [/\bourselves\b/gi, 'myself'],
];

/** 'we rebuilt the rota' → 'I rebuilt the rota [the part that was yours alone]'. */
export function withI(sentence: string): string {
  const rewritten = WE_TO_I.reduce((s, [re, to]) => s.replace(re, to), sentence);
  return `${rewritten.replace(/[.…\s]+$/, '')} [the part that was yours alone, e.g. the step you took]`;
}

const FILLER = /\b(um+|uh+|erm?|ah+|hmm+|you know|i mean|sort of|kind of|like)\b,?\s*/gi;

const WE = /\b(we|we're|we've|we'd|our|us)\b/i;
const SELF = /\b(I|I'm|I've|I'd|my|me|myself)\b/;
/** 'I' with a step taken: a past action of the speaker's ('I owned', 'I quickly wrote'), not 'I think' or 'I was'. */
const I_ACTION =
  /\bI (?:\w+ly )?(?!(?:needed|used|seemed|wanted|liked|loved|hoped|believed|guessed|supposed)\b)(?:\w+ed|took|made|wrote|built|led|ran|set|gave|told|sent|found|chose|drove|brought|taught|got|did|put|kept|spoke|won|cut|began|went|sold|met|paid|held|bought)\b/;

/** A sentence that can tell an action: read as one, or not read at all (a transcript sentence). */
const mayTellAction = (s: SpokenSentence): boolean => s.part === 'action' || s.part === null;

function where(s: SpokenSentence): string {
  const at = s.at === null ? '' : ` at ${formatClock(s.at)}`;
  const label = [...(s.question ? [s.question] : []), ...(s.typed ? ['typed'] : [])];
  return `in ${analysisWithWhen(s.analysis)}${label.length ? ` (${label.join(', ')})` : ''}${at}`;
}

/**
 * For 'say "I", not "we"': a sentence of the user's that already does it (an "I" with a step taken, and no "we") as the
 * model to follow, and an action told only with "we" said with "I", the part that was theirs left to fill. Null when
 * they said neither.
 */
function ownershipExample(sentences: readonly SpokenSentence[]): string | null {
  const model = sentences.find((x) => mayTellAction(x) && I_ACTION.test(x.text) && !WE.test(x.text));
  const allWe = sentences.filter((x) => WE.test(x.text) && !SELF.test(x.text));
  const rewrite = allWe.find((x) => x.part === 'action') ?? allWe.find((x) => x.part === null);
  const follow = model ? `**You already do it** ${where(model)}: "${model.text}" — an "I" and the step you took. Tell each of your actions this way.` : null;
  const rebuilt = rewrite ? `**${model ? 'Do the same here' : 'From your own answer'}** ${where(rewrite)}: "${rewrite.text}"\n\n**Said with "I":** "${withI(rewrite.text)}"` : null;
  return [follow, rebuilt].filter((x): x is string => x !== null).join('\n\n') || null;
}

/**
 * An example built from the user's own words, newest analysis first: for ownership their "I" sentence to follow and
 * their 'we' sentence said with 'I', their Result with the number left for them to fill, or a spoken sentence with its
 * fillers cut to a pause. Gaps are marked in square brackets, never filled with an invented fact. Null when nothing
 * they said fits.
 */
export function ownExample(kind: ExampleKind, analyses: readonly CoachAnalysis[]): string | null {
  const sentences = [...analyses].reverse().flatMap(spokenSentences);
  if (kind === 'ownership') return ownershipExample(sentences);
  if (kind === 'filler') {
    // A typed answer's 'like' was written, not a filler said.
    const s = sentences.find((x) => !x.typed && new RegExp(FILLER.source, 'i').test(x.text));
    if (!s) return null;
    return `**From your own answer** ${where(s)}: "${s.text}"\n\n**With a pause instead:** "${s.text.replace(FILLER, '[pause] ').replace(/\s+/g, ' ').trim()}"`;
  }
  if (kind === 'result') {
    const s = sentences.find((x) => x.part === 'result') ?? sentences.find((x) => x.part === 'action') ?? sentences.at(0);
    if (!s) return null;
    const lead = s.part === 'result' ? 'Your Result' : 'You did not say how it ended; your last step';
    return `**${lead}** ${where(s)}: "${s.text}"\n\n**With the outcome made measurable:** "${s.text.replace(/[.…\s]+$/, '')}, which [what changed] by [the number you achieved]."`;
  }
  const s = sentences.find((x) => x.part === 'action') ?? sentences.at(0);
  return s ? `**From your own answer** ${where(s)}: "${s.text}"` : null;
}
