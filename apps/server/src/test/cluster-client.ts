import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { analysisUrls } from '@rehearse/contract/analysis-api';
import { extractLink, latestMail } from './outbox.ts';

/**
 * A browser-like client of a cluster over real HTTP: one cookie jar and one client address,
 * sending each request to whichever instance the caller names (as a load balancer would).
 * Sends `Origin: publicUrl` (better-auth refuses cookie requests without it).
 */
export class ClusterClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly publicUrl: string,
    readonly ip: string,
  ) {}

  async request(instanceUrl: string, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', new URL(this.publicUrl).origin);
    headers.set('x-forwarded-for', this.ip);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${instanceUrl}${path}`, { ...init, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) this.keep(cookie);
    return response;
  }

  post(instanceUrl: string, path: string, json: unknown = {}): Promise<Response> {
    return this.request(instanceUrl, path, { method: 'POST', json });
  }

  /** Signs up on `signUpAt`, opens the verification link (from that instance's outbox) on `verifyAt`: the client is then signed in. */
  async signUp(user: { email: string; password: string; full_name: string }, signUpAt: { url: string; dataDir: string }, verifyAt: string): Promise<void> {
    const signUp = await this.post(signUpAt.url, '/api/auth/sign-up/email', { ...user, name: user.full_name });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const link = new URL(extractLink(latestMail(signUpAt.dataDir, user.email), '/verify-email'));
    const verify = await this.request(verifyAt, `${link.pathname}${link.search}`);
    if (verify.status >= 400) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
  }

  /** POSTs a file as the browser's FormData upload (field `video`). */
  async upload(instanceUrl: string, file: string, type = 'video/mp4'): Promise<Response> {
    const form = new FormData();
    form.set('video', new Blob([await readFile(file)], { type }), basename(file));
    return this.request(instanceUrl, analysisUrls.upload(), { method: 'POST', body: form });
  }

  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || attributes.some((a) => /^\s*max-age=0\b/i.test(a))) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
