import { randomUUID } from 'node:crypto';
import { extractLink, latestMail } from './outbox.ts';
import { TEST_PASSWORD } from './test-app.ts';

/**
 * A verified user of a server reached over HTTP (its PUBLIC_URL is `baseUrl`, its DATA_DIR `dataDir`, whose outbox
 * holds the verification mail): signs up, opens the mailed link, signs in and answers the bearer token.
 */
export async function bearerTokenOfNewUser(baseUrl: string, dataDir: string): Promise<string> {
  const email = `user-${randomUUID()}@example.com`;
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'Test User', full_name: 'Test User' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const verify = await fetch(extractLink(latestMail(dataDir, email), '/verify-email'), { redirect: 'manual' });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
  const token = signIn.headers.get('set-auth-token');
  if (!signIn.ok || !token) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return token;
}
