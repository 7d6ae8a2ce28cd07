import { competencyPrototypes, centroid, prototypeVector, similarity, type CompetencyPrototype } from './competency-prototypes.ts';
import type { MeaningEncoder } from './meaning/meaning-encoder.ts';

/** Where a story sits among the competencies of the question bank, by one encoder's meaning. */
export interface CompetencyStanding {
  /** Cosine of the story (the centroid of its sentences) with the asked competency's prototype. */
  asked: number;
  /** The other competency of the same question sets it sits closest to. */
  closest: { competency: string; similarity: number };
  /** The closest any one sentence of the story comes to the question itself. */
  question: number;
  /** 0 when the asked competency is the closest of its sets; n when n others come closer. */
  rank: number;
}

/** The competencies a story is set against: those asked in a question set that also asks about `competency`. */
export function neighbourCompetencies(competency: string, prototypes: readonly CompetencyPrototype[]): CompetencyPrototype[] {
  const own = prototypes.find((p) => p.competency === competency);
  if (!own) return [];
  return prototypes.filter((p) => p.competency !== competency && p.sets.some((s) => own.sets.includes(s)));
}

/**
 * A story's standing among the competencies: how close it sits to the one asked, to the closest other of the same
 * question sets, and to the question. Null when the competency is not in the bank or nothing has a vector.
 */
export function competencyStanding(encoder: MeaningEncoder, story: readonly string[], question: string, competency: string, prototypes: readonly CompetencyPrototype[] = competencyPrototypes()): CompetencyStanding | null {
  const ownPrototype = prototypes.find((p) => p.competency === competency);
  const neighbours = neighbourCompetencies(competency, prototypes);
  if (!ownPrototype || neighbours.length === 0 || story.length === 0) return null;
  const [asked, ...told] = encoder.encode([question, ...story]);
  const storyVector = centroid(told);
  const own = prototypeVector(encoder, ownPrototype);
  if (!storyVector || !own) return null;
  const others = neighbours.map((p) => ({ competency: p.competency, similarity: similarity(storyVector, prototypeVector(encoder, p)) })).sort((a, b) => b.similarity - a.similarity);
  const askedSimilarity = similarity(storyVector, own);
  return {
    asked: askedSimilarity,
    closest: others[0]!,
    question: Math.max(...told.map((v) => similarity(asked, v))),
    rank: others.filter((o) => o.similarity > askedSimilarity).length,
  };
}
