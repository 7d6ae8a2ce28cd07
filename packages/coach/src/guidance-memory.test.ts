import { describe, expect, it } from 'vitest';
import { passagesAlreadyGiven } from './guidance-memory.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';

const passages = loadKnowledgeBase();

describe('guidance already given', () => {
  it('finds the passages an earlier answer quoted and nothing else', () => {
    const [a, b] = passages;
    const given = passagesAlreadyGiven([`Intro\n\n**${a!.title}.** ${a!.text}`, 'no guidance here'], passages);
    expect([...given]).toEqual([a!.id]);
    expect(given.has(b!.id)).toBe(false);
  });
});
