/** The location a guard remembers when it sends a signed-out visitor to /login. */
export interface ReturnToState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where to go after signing in: the remembered in-app path, else /dashboard. Never an outside URL. */
export function returnToPath(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) {
    return '/dashboard';
  }
  if (from.pathname === '/login' || from.pathname === '/register') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
