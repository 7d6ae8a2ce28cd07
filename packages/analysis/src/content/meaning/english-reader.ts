import { createRequire } from 'node:module';
import type { Model, PartOfSpeech, WinkMethods } from 'wink-nlp';

/** One token as wink-nlp's English model reads it. */
export interface ReadToken {
  /** As written. */
  value: string;
  /** Lower case, contractions expanded ("n't" → 'not', "'s" → 'is'). */
  normal: string;
  lemma: string;
  pos: PartOfSpeech;
  /** Offset of its first character in the text read. */
  offset: number;
  stopWord: boolean;
  /** Negated by a 'not'/'never' before it. */
  negated: boolean;
  /** A word the model did not know, read as a verb in the past from where it stands ('I rewrote the parser'). */
  pastForm?: true;
}

/** A named or numeric entity: 'forty thousand' (CARDINAL), 'three weeks' (DURATION), 'march' (DATE)… */
export interface ReadEntity {
  type: string;
  /** Index of its first and last token. */
  first: number;
  last: number;
}

export interface ReadText {
  tokens: ReadToken[];
  /** Index of each sentence's first and last token. */
  sentences: [number, number][];
  entities: ReadEntity[];
}

let pipeline: WinkMethods | null = null;
let loadMilliseconds: number | null = null;

/**
 * The English pipeline (wink-nlp with wink-eng-lite-web-model: sentences, parts of speech, lemmas, entities and
 * negation), loaded on first use: its model takes about half a second to load, which a process that never judges
 * content should not pay.
 */
function english(): WinkMethods {
  if (pipeline === null) {
    const started = performance.now();
    const require = createRequire(import.meta.url);
    const winkNLP = require('wink-nlp') as (model: Model) => WinkMethods;
    pipeline = winkNLP(require('wink-eng-lite-web-model') as Model);
    loadMilliseconds = performance.now() - started;
  }
  return pipeline;
}

/** How long loading the English model took, in milliseconds (null before its first use), for the content benchmark. */
export function englishLoadMilliseconds(): number | null {
  return loadMilliseconds;
}

/** The model reads a year said as words as two numbers ('twenty' + 'twenty two'); numbers side by side are one. */
export function mergeAdjacentNumbers(entities: readonly ReadEntity[]): ReadEntity[] {
  const merged: ReadEntity[] = [];
  for (const e of entities) {
    const previous = merged.at(-1);
    if (previous && previous.type === 'CARDINAL' && e.type === 'CARDINAL' && previous.last + 1 === e.first) previous.last = e.last;
    else merged.push({ ...e });
  }
  return merged;
}

/** The tokens, sentences and entities of a text. */
export function readEnglish(text: string): ReadText {
  const nlp = english();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const normals = tokens.out(its.normal) as string[];
  // The typings declare lemma's helper with the model's add-ons as a third parameter, which out() does not accept.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
  const pos = tokens.out(its.pos) as PartOfSpeech[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];
  const negations = tokens.out(its.negationFlag) as boolean[];
  let offset = 0;
  const read = values.map((value, i) => {
    offset += spaces[i]!.length;
    const token: ReadToken = { value, normal: normals[i]!, lemma: lemmas[i]!, pos: pos[i]!, offset, stopWord: stops[i]!, negated: negations[i]! };
    offset += value.length;
    return token;
  });
  const entities = doc.entities();
  const entitySpans = entities.out(its.span) as unknown as [number, number][];
  const entityTypes = entities.out(its.type) as string[];
  return {
    tokens: read,
    sentences: doc.sentences().out(its.span) as unknown as [number, number][],
    entities: mergeAdjacentNumbers(entitySpans.map(([first, last], i) => ({ type: entityTypes[i]!, first, last }))),
  };
}

/** The English model's sentiment of a text, −1 (negative) to 1 (positive): a verdict such as 'I was proud of it'. */
export function sentimentOf(text: string): number {
  const nlp = english();
  return nlp.readDoc(text).out(nlp.its.sentiment) as unknown as number;
}
