import { USER_FIELDS } from '@rehearse/contract/user-fields';
import { adminClient, inferAdditionalFields, twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** The better-auth client for `/api/auth/*` on this origin (the Vite dev server proxies it). */
export const authClient = createAuthClient({
  plugins: [
    twoFactorClient(),
    adminClient(),
    usernameClient(),
    inferAdditionalFields({ user: USER_FIELDS }),
  ],
});
