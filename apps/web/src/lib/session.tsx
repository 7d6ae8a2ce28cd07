import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authClient } from './auth-client.ts';
import type { SessionState, SessionUser } from './session-user.ts';

const SessionContext = createContext<SessionState>({ status: 'loading' });

/** Provides the better-auth session to the tree; tests use SessionStateProvider with a fixed value instead. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = authClient.useSession();
  const state = useMemo<SessionState>(() => {
    if (isPending) return { status: 'loading' };
    if (!data?.user) return { status: 'signed-out' };
    return { status: 'signed-in', user: data.user as SessionUser };
  }, [data, isPending]);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
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
