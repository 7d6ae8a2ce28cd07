import { adminClient, inferAdditionalFields, twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** The better-auth client for `/api/auth/*` on this origin (the Vite dev server proxies it). */
export const authClient = createAuthClient({
  plugins: [
    twoFactorClient(),
    adminClient(),
    usernameClient(),
    inferAdditionalFields({
      user: {
        full_name: { type: 'string', required: false },
        bio: { type: 'string', required: false },
        user_type: { type: 'string', required: false },
        phone: { type: 'string', required: false },
        location: { type: 'string', required: false },
        company: { type: 'string', required: false },
        title: { type: 'string', required: false },
        analysis_credits: { type: 'number', required: false },
        settings: { type: 'string', required: false },
        is_superuser: { type: 'boolean', required: false },
      },
    }),
  ],
});
