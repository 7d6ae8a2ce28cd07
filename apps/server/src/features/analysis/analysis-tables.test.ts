import { describe, expect, it } from 'vitest';
import { compileOnlyDatabase } from '../../test/compile-only-database.ts';
import { analysisDb, type AnalysisDb } from './analysis-tables.ts';
import { withUserTable } from './user-table.ts';

// Checked by tsc: the analysis feature's view has no other feature's table, so its SQL cannot name one.
export function otherFeaturesTablesAreNotInView(db: AnalysisDb): void {
  // @ts-expect-error the mock feature's table
  db.selectFrom('mock_sessions');
  // @ts-expect-error the sharing feature's table
  db.selectFrom('shares');
  // @ts-expect-error better-auth's user table is seen only with the columns user-table.ts names
  db.selectFrom('user');
}

describe('analysis tables', () => {
  it("gives the analysis feature's SQL its own tables, and the user row's named columns", () => {
    const db = analysisDb(compileOnlyDatabase());
    for (const table of ['video_uploads', 'analysis_sessions', 'analysis_session_counts'] as const) {
      expect(db.selectFrom(table).selectAll().compile().sql).toBe(`select * from "${table}"`);
    }
    expect(withUserTable(compileOnlyDatabase()).selectFrom('user').select('analysis_credits').compile().sql).toBe('select "analysis_credits" from "user"');
  });
});
