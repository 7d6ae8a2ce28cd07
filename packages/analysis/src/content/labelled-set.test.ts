import { describe, expect, it } from 'vitest';
import { loadLabelledSplit } from './labelled-set.ts';

describe('the labelled set', () => {
  it('reads the tuning split: unique ids, every kind the guide names, role-set competencies accepted', () => {
    const { answers, hashes } = loadLabelledSplit('tuning');
    expect(hashes.length).toBeGreaterThanOrEqual(1);
    expect(hashes[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(answers.length).toBeGreaterThanOrEqual(60);
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
    for (const kind of ['strong', 'vague', 'off_topic', 'all_we', 'hedged', 'repetitive', 'short', 'slow_start']) {
      expect(answers.filter((a) => a.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
    expect(answers.some((a) => !['teamwork', 'leadership', 'conflict_resolution', 'problem_solving', 'communication'].includes(a.competency))).toBe(true);
  });

  it('keeps at least a third of the whole set held out, with ids no tuning file uses', () => {
    const tuning = loadLabelledSplit('tuning').answers;
    const heldOut = loadLabelledSplit('held-out').answers;
    expect(heldOut.length * 3).toBeGreaterThanOrEqual(tuning.length + heldOut.length);
    const tuningIds = new Set(tuning.map((a) => a.id));
    expect(heldOut.filter((a) => tuningIds.has(a.id))).toEqual([]);
  });
});
