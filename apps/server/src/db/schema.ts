import type { SignInBackoffTables } from '../auth/sign-in-backoff-tables.ts';
import type { TotpStepTables } from '../auth/totp-step-tables.ts';
import type { CoreTables } from './core-tables.ts';
import type { JobTables } from '../jobs/job-tables.ts';

/**
 * The app's own tables as Kysely sees them; each owner declares its tables beside its code. The shared layers'
 * tables are listed here; the features' tables are added to this interface by the composition root
 * (composition/database-schema.ts), so that nothing shared imports a feature. better-auth's tables are reached
 * through better-auth.
 */
export interface DatabaseSchema extends CoreTables, JobTables, SignInBackoffTables, TotpStepTables {}
