import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { authClient } from './auth-client.ts';
import type { SessionState, SessionUser } from './session-user.ts';

const SessionContext = createContext<SessionState>({ status: 'loading' });

/** Provides the better-auth session to the tree; tests use SessionStateProvider with a fixed value instead. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = authClient.useSession();
  // better-auth refetches the session after auth calls (e.g. a sign-in that asks for the 2FA code); showing
  // 'loading' again would unmount the screen mid-flow, so once known, the last answer holds until the new one.
  const [settled, setSettled] = useState<SessionState>({ status: 'loading' });
  const fresh = useMemo<SessionState | null>(() => {
    if (isPending) return null;
    if (!data?.user) return { status: 'signed-out' };
    return { status: 'signed-in', user: data.user as SessionUser };
  }, [data, isPending]);
  if (fresh && fresh !== settled) setSettled(fresh);
  const state = fresh ?? settled;
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
