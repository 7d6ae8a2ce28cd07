import { describe, expect, it } from 'vitest';
import { commentGroups } from './comment-groups.ts';

const comment = (id: string, at_seconds: number) => ({ id, at_seconds, body: id, author_name: 'A' });

describe('commentGroups', () => {
  it('orders by time and gathers comments naming the same second', () => {
    const groups = commentGroups([comment('late', 30), comment('a', 2.2), comment('b', 2.9), comment('start', 0)]);
    expect(groups.map((g) => [g.seconds, g.comments.map((c) => c.id)])).toEqual([
      [0, ['start']],
      [2, ['a', 'b']],
      [30, ['late']],
    ]);
  });

  it('has no groups without comments', () => {
    expect(commentGroups([])).toEqual([]);
  });
});
