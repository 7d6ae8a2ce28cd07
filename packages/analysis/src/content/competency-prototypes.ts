import { readFileSync } from 'node:fs';
import { competencyLabel } from '@rehearse/contract/mock-constants';
import type { QuestionSetFile } from '@rehearse/contract/mock-question-sets';
import { cosine } from './meaning/sentence-vector.ts';
import type { MeaningEncoder } from './meaning/meaning-encoder.ts';

/**
 * What the question bank says of each competency: its name and every question asked of it with the question's tip.
 * A story told for a question can be set against all of them by meaning (competency-standing.ts).
 */
export interface CompetencyPrototype {
  competency: string;
  /** The question sets that ask about it: a story is set against the competencies of the same sets. */
  sets: string[];
  /** Its name in words first, then each question and each tip, each once. */
  texts: string[];
}

export interface CompetencyPrototypesFile {
  /** Where the texts were cut from. */
  source: string;
  prototypes: CompetencyPrototype[];
}

/** The committed cut of the question bank, beside this file (build-competency-prototypes.ts writes it). */
export const COMPETENCY_PROTOTYPES_FILE = new URL('./competency-prototypes.json', import.meta.url);

/** Each competency of the sets with its name, questions and tips, in the order the sets first name them. */
export function prototypesFromSets(sets: readonly Pick<QuestionSetFile, 'id' | 'questions'>[]): CompetencyPrototype[] {
  const byCompetency = new Map<string, CompetencyPrototype>();
  for (const set of sets) {
    for (const q of set.questions) {
      let prototype = byCompetency.get(q.competency);
      if (!prototype) {
        prototype = { competency: q.competency, sets: [], texts: [competencyLabel(q.competency)] };
        byCompetency.set(q.competency, prototype);
      }
      if (!prototype.sets.includes(set.id)) prototype.sets.push(set.id);
      for (const text of [q.text, q.tips]) if (!prototype.texts.includes(text)) prototype.texts.push(text);
    }
  }
  return [...byCompetency.values()];
}

let loaded: CompetencyPrototypesFile | null = null;

/** The committed prototypes, read on first use. */
export function competencyPrototypes(): readonly CompetencyPrototype[] {
  loaded ??= JSON.parse(readFileSync(COMPETENCY_PROTOTYPES_FILE, 'utf8')) as CompetencyPrototypesFile;
  return loaded.prototypes;
}

/** The mean of unit vectors (each text counts once, however long); null when none has a vector. */
export function centroid(vectors: readonly (Float32Array | null)[]): Float32Array | null {
  const known = vectors.filter((v): v is Float32Array => v !== null);
  if (known.length === 0) return null;
  const sum = new Float32Array(known[0]!.length);
  for (const v of known) {
    const norm = Math.hypot(...v) || 1;
    for (let d = 0; d < v.length; d += 1) sum[d]! += v[d]! / norm;
  }
  return sum.map((x) => x / known.length);
}

const vectorsByEncoder = new WeakMap<MeaningEncoder, Map<CompetencyPrototype, Float32Array | null>>();

/**
 * A competency's vector under an encoder: the centroid of its texts' vectors, computed when first asked for and kept
 * per encoder (a sentence model's per-answer encoder serves the bank's texts from its own cache).
 */
export function prototypeVector(encoder: MeaningEncoder, prototype: CompetencyPrototype): Float32Array | null {
  const vectors = vectorsByEncoder.get(encoder) ?? new Map<CompetencyPrototype, Float32Array | null>();
  vectorsByEncoder.set(encoder, vectors);
  if (!vectors.has(prototype)) vectors.set(prototype, centroid(encoder.encode(prototype.texts)));
  return vectors.get(prototype)!;
}

/** Cosine of two vectors that may be missing (0 then). */
export function similarity(a: Float32Array | null | undefined, b: Float32Array | null | undefined): number {
  return a && b ? cosine(a, b) : 0;
}
