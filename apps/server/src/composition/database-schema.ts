import type { AccountTables } from '../features/account/index.ts';
import type { AdminTables } from '../features/admin/index.ts';
import type { AnalysisTables } from '../features/analysis/index.ts';
import type { CoachTables } from '../features/coach/index.ts';
import type { ContactTables } from '../features/contact/index.ts';
import type { InterviewerTables } from '../features/interviewer/index.ts';
import type { MockTables } from '../features/mock/index.ts';
import type { SharingTables } from '../features/sharing/index.ts';

// Every feature's tables join the shared layers' ones in the one schema the database is typed with.
declare module '../db/schema.ts' {
  interface DatabaseSchema extends AccountTables, AdminTables, AnalysisTables, CoachTables, ContactTables, InterviewerTables, MockTables, SharingTables {}
}
