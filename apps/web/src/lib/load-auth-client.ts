import type { authClient } from './auth-client.ts';

export type AuthClient = typeof authClient;

let loading: Promise<AuthClient> | undefined;

/**
 * The better-auth client, fetched on first use. The shell (session, sign-out) reaches it through here so that it is
 * not in the landing page's first download (docs/decisions/016-landing-code-splitting.md); the screens that sign in
 * or change the account import it directly, inside their own on-demand files. Same module, same client either way.
 * A failed download is forgotten, so a later call tries again.
 */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client.ts').then(
    (module) => module.authClient,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
