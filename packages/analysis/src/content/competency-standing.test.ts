import { describe, expect, it } from 'vitest';
import type { CompetencyPrototype } from './competency-prototypes.ts';
import { competencyStanding, neighbourCompetencies } from './competency-standing.ts';
import type { MeaningEncoder } from './meaning/meaning-encoder.ts';

const prototypes: CompetencyPrototype[] = [
  { competency: 'conflict_resolution', sets: ['behavioural'], texts: ['Conflict Resolution', 'Tell me about a conflict with a colleague.'] },
  { competency: 'adaptability', sets: ['behavioural'], texts: ['Adaptability', 'Tell me about a time you had to learn something quickly.'] },
  { competency: 'closing', sets: ['sales'], texts: ['Closing', 'How do you close a deal?'] },
];
// Texts about conflict point one way, texts about learning another.
const encoder: MeaningEncoder = {
  engine: 'sentence-model',
  encode: (texts) => texts.map((t) => (/conflict|clash/i.test(t) ? Float32Array.from([1, 0]) : /learn|course|adapt/i.test(t) ? Float32Array.from([0, 1]) : null)),
};

describe('neighbourCompetencies', () => {
  it('are the other competencies of the sets that ask about it', () => {
    expect(neighbourCompetencies('conflict_resolution', prototypes).map((p) => p.competency)).toEqual(['adaptability']);
    expect(neighbourCompetencies('unknown', prototypes)).toEqual([]);
  });
});

describe('competencyStanding', () => {
  it('sets a story against the asked competency, its closest neighbour and the question', () => {
    const standing = competencyStanding(encoder, ['I took a course to learn SQL.', 'I passed it.'], 'Describe a conflict with a colleague.', 'conflict_resolution', prototypes);
    expect(standing).toMatchObject({ asked: 0, closest: { competency: 'adaptability', similarity: 1 }, question: 0, rank: 1 });
  });

  it('ranks the asked competency first for a story about it', () => {
    expect(competencyStanding(encoder, ['Two colleagues clashed.'], 'Describe a conflict.', 'conflict_resolution', prototypes)).toMatchObject({ rank: 0, question: 1 });
  });

  it('is null for a competency outside the bank or a story without vectors', () => {
    expect(competencyStanding(encoder, ['I took a course.'], 'Q?', 'underwater_welding', prototypes)).toBeNull();
    expect(competencyStanding(encoder, ['Nothing known here.'], 'Q?', 'conflict_resolution', prototypes)).toBeNull();
  });
});
