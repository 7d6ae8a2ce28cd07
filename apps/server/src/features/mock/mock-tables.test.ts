import { describe, expect, it } from 'vitest';
import { compileOnlyDatabase } from '../../test/compile-only-database.ts';
import { mockDb, type MockDb } from './mock-tables.ts';

// Checked by tsc: the mock feature's view has no other feature's table, so its SQL cannot name one.
export function otherFeaturesTablesAreNotInView(db: MockDb): void {
  // @ts-expect-error the analysis feature's table, reached through the AnalysisSessions port
  db.selectFrom('analysis_sessions');
  // @ts-expect-error the interviewer feature's table
  db.selectFrom('mock_conversation_turns');
  // @ts-expect-error better-auth's user table, never the mock feature's
  db.selectFrom('user');
}

describe('mock tables', () => {
  it("gives the mock feature's SQL its own tables", () => {
    const db = mockDb(compileOnlyDatabase());
    for (const table of ['mock_sessions', 'mock_answers', 'mock_answer_attempts', 'mock_counted_attempts', 'mock_recordings'] as const) {
      expect(db.selectFrom(table).selectAll().compile().sql).toBe(`select * from "${table}"`);
    }
  });
});
