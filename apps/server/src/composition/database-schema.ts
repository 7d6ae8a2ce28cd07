import type { AccountTables } from '../features/account/account-tables.ts';
import type { AdminTables } from '../features/admin/admin-tables.ts';
import type { AnalysisTables } from '../features/analysis/analysis-tables.ts';
import type { CoachTables } from '../features/coach/coach-tables.ts';
import type { MockTables } from '../features/mock/mock-tables.ts';
import type { SharingTables } from '../features/sharing/sharing-tables.ts';

// Every feature's tables join the shared layers' ones in the one schema the database is typed with.
declare module '../db/schema.ts' {
  interface DatabaseSchema extends AccountTables, AdminTables, AnalysisTables, CoachTables, MockTables, SharingTables {}
}
