/**
 * What registration hands the sign-in page through the router's state: the new account's e-mail, so the page can
 * say, and keep saying, that a verification link is waiting (the spec's toast goes after five seconds).
 */
export interface RegisteredState {
  registeredEmail: string;
}

export const registeredState = (email: string): RegisteredState => ({ registeredEmail: email });

/** The e-mail just registered, or null when the page was opened any other way. */
export function registeredEmailOf(state: unknown): string | null {
  const email = (state as Partial<RegisteredState> | null)?.registeredEmail;
  return typeof email === 'string' && email.length > 0 ? email : null;
}
