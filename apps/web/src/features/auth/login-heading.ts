/**
 * The sign-in page's heading for who is arriving: someone who has just created an account, or just verified it, has
 * never been here before and is not told 'Welcome back'.
 */
export interface LoginHeading {
  title: string;
  subtitle: string;
}

export function loginHeading(arrival: { justRegistered: boolean; justVerified: boolean }): LoginHeading {
  if (arrival.justRegistered) return { title: 'Your account is created', subtitle: 'Verify your email, then sign in to start practising.' };
  if (arrival.justVerified) return { title: 'Welcome to Rehearse', subtitle: 'Sign in to start practising.' };
  return { title: 'Welcome back', subtitle: 'Sign in to continue practising.' };
}
