import type { AccountTables } from '../features/account/account-tables.ts';
import type { SignInBackoffTables } from '../auth/sign-in-backoff-tables.ts';
import type { TotpStepTables } from '../auth/totp-step-tables.ts';
import type { AnalysisTables } from '../features/analysis/analysis-tables.ts';
import type { AdminTables } from '../features/admin/admin-tables.ts';
import type { CoachTables } from '../features/coach/coach-tables.ts';
import type { CoreTables } from './core-tables.ts';
import type { JobTables } from '../jobs/job-tables.ts';
import type { MockTables } from '../features/mock/mock-tables.ts';
import type { SharingTables } from '../features/sharing/sharing-tables.ts';

/**
 * The app's own tables as Kysely sees them; each owner declares its tables beside its code.
 * better-auth's tables are reached through better-auth.
 */
export interface DatabaseSchema extends CoreTables, JobTables, AnalysisTables, SignInBackoffTables, TotpStepTables, CoachTables, AccountTables, MockTables, AdminTables, SharingTables {}
