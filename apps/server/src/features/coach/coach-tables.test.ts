import { describe, expect, it } from 'vitest';
import { compileOnlyDatabase } from '../../test/compile-only-database.ts';
import { coachDb, type CoachDb } from './coach-tables.ts';

// Checked by tsc: the coach's view has no other feature's table; the user's analyses come through the read model.
export function otherFeaturesTablesAreNotInView(db: CoachDb): void {
  // @ts-expect-error the analysis feature's table, reached through the AnalysisReadModel port
  db.selectFrom('analysis_sessions');
  // @ts-expect-error the mock feature's table
  db.selectFrom('mock_sessions');
}

describe('coach tables', () => {
  it("gives the coach's SQL its own table", () => {
    expect(coachDb(compileOnlyDatabase()).selectFrom('coach_messages').selectAll().compile().sql).toBe('select * from "coach_messages"');
  });
});
