import type { USER_FIELDS } from '@rehearse/contract/user-fields';
import { adminClient, inferAdditionalFields, twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** A better-auth client for `/api/auth/*` on this origin (the Vite dev server proxies it), with the app's plugins. */
export function createRehearseAuthClient() {
  return createAuthClient({
    plugins: [
      twoFactorClient(),
      adminClient(),
      usernameClient(),
      // Types only: the fields' zod validators run on the server, and importing them here would put zod in the first download.
      inferAdditionalFields<unknown, { user: typeof USER_FIELDS }>(),
    ],
  });
}

/** The app's one client: its session store is what every screen reads. */
export const authClient = createRehearseAuthClient();
