import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { LoadFailed } from '../components/ui/load-failed.tsx';
import { loadAuthClient, type AuthClient } from './load-auth-client.ts';
import type { SessionState, SessionUser } from './session-user.ts';
import { forgetSigningOut } from './deliberate-sign-out.ts';
import { rememberSignedIn, wasSignedIn } from './signed-in-memory.ts';

const SessionContext = createContext<SessionState>({ status: 'loading' });

/**
 * Provides the better-auth session to the tree; tests use SessionStateProvider with a fixed value instead.
 * The auth client downloads right after the first render (it is not in the first load); until it has asked the
 * server, the session is 'loading', as it was while the request ran. Each answer is remembered for the next visit's
 * 'loading' (lib/signed-in-memory.ts).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<{ auth: AuthClient } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // better-auth refetches the session after auth calls (e.g. a sign-in that asks for the 2FA code); showing
  // 'loading' again would unmount the screen mid-flow, so once known, the last answer holds until the new one.
  const [state, setState] = useState<SessionState>(() => ({ status: 'loading', wasSignedIn: wasSignedIn() }));
  useEffect(() => {
    let current = true;
    loadAuthClient().then(
      (auth) => current && setClient({ auth }),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  if (loadFailed) return <LoadFailed className="mx-auto mt-24 max-w-md" />;
  return (
    <SessionContext.Provider value={state}>
      {client && <SessionFeed client={client.auth} onAnswer={setState} />}
      {children}
    </SessionContext.Provider>
  );
}

/** Follows better-auth's session store and reports each settled answer (never the pending state in between). */
function SessionFeed({ client, onAnswer }: { client: AuthClient; onAnswer: (state: SessionState) => void }) {
  const { data, isPending } = client.useSession();
  useEffect(() => {
    if (isPending) return;
    rememberSignedIn(Boolean(data?.user));
    if (data?.user) forgetSigningOut();
    const answer: SessionState = data?.user ? { status: 'signed-in', user: data.user as SessionUser } : { status: 'signed-out' };
    // Every screen that reads the session renders again; as a transition that work yields to the browser every few
    // milliseconds instead of holding the main thread (a visitor's page usually shows the same thing after it).
    startTransition(() => onAnswer(answer));
  }, [data, isPending, onAnswer]);
  return null;
}

export function SessionStateProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionState(): SessionState {
  return useContext(SessionContext);
}

/** The signed-in user; only for screens rendered behind the signed-in guard. */
export function useSessionUser(): SessionUser {
  const state = useSessionState();
  if (state.status !== 'signed-in') throw new Error('useSessionUser needs a signed-in user (render it behind RequireAuth)');
  return state.user;
}
