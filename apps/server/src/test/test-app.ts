import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { loadConfig } from '../config.ts';
import { upsertStaffAccount } from '../features/staff-auth/staff-accounts.ts';
import type { AppDeps } from '../composition/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { createApp, type CreateAppOptions } from '../composition/app.ts';
import { createLogger } from '../logging/logger.ts';
import { startRuntime } from '../composition/server-runtime.ts';
import { extractLink, latestMail } from './outbox.ts';
import { createTestDatabaseUrl } from './test-database.ts';

/**
 * The real app on a fresh database (SQLite file, or a new PostgreSQL database when
 * DATABASE_URL is a postgres URL) and a temporary DATA_DIR (outbox, secret). Drive it
 * in-process with `client()`; nothing listens on a port.
 *
 *   const t = await createTestApp();             // in beforeAll
 *   const alice = await t.signedInUser();         // registered, verified, signed in (cookie)
 *   const res = await alice.get('/api/…');        // cookie + Origin sent automatically
 *   const staff = await t.staffClient();          // bearer staff token
 *   await t.close();                              // in afterAll
 *
 * better-auth refuses cookie requests without an Origin header; clients always send
 * `t.origin`. Each client has its own client address (X-Forwarded-For, honoured only for
 * in-process requests), so rate limits do not leak between tests.
 */
export interface TestApp {
  app: OpenAPIHono<AppEnv>;
  deps: AppDeps;
  dataDir: string;
  /** PUBLIC_URL of the test app, sent as Origin. */
  origin: string;
  client(options?: { ip?: string; token?: string }): TestClient;
  /** Registers through /api/auth/sign-up/email, opens the verification link, and returns a signed-in client. */
  signedInUser(input?: Partial<NewUser>): Promise<TestClient & { user: NewUser }>;
  /** A staff account (role admin) made like `admin:create`, signed in through POST /auth/login/. */
  staffClient(input?: { username?: string; email?: string; password?: string; superuser?: boolean }): Promise<TestClient & { token: string }>;
  close(): Promise<void>;
}

export interface NewUser {
  full_name: string;
  email: string;
  password: string;
}

export interface TestClient {
  ip: string;
  /** Cookies the app set on this client (name → value). */
  cookies: Map<string, string>;
  /** Bearer token sent as Authorization when set. */
  token: string | undefined;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, json?: unknown): Promise<Response>;
}

export const TEST_PASSWORD = 'Str0ng!pass';
let counter = 0;

export async function createTestApp(options: { env?: Record<string, string>; app?: CreateAppOptions } = {}): Promise<TestApp> {
  const database = await createTestDatabaseUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...options.env,
  });
  const runtime = await startRuntime(config, createLogger(config.logLevel));
  const app = createApp(runtime, options.app);
  const origin = new URL(config.publicUrl).origin;
  const fileId = `${process.pid}-${Date.now() % 100000}`;

  const client = (clientOptions: { ip?: string; token?: string } = {}): TestClient => {
    counter += 1;
    const self: TestClient = {
      ip: clientOptions.ip ?? `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
      cookies: new Map(),
      token: clientOptions.token,
      async request(path, init = {}) {
        const headers = new Headers(init.headers);
        if (!headers.has('origin')) headers.set('origin', origin);
        headers.set('x-forwarded-for', self.ip);
        if (self.cookies.size) headers.set('cookie', [...self.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
        if (self.token && !headers.has('authorization')) headers.set('authorization', `Bearer ${self.token}`);
        let body = init.body;
        if (init.json !== undefined) {
          headers.set('content-type', 'application/json');
          body = JSON.stringify(init.json);
        }
        const url = path.startsWith('http') ? path : `${origin}${path}`;
        const response = await app.request(url, { ...init, headers, body });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = cookie.split(';');
          const eq = pair.indexOf('=');
          const name = pair.slice(0, eq).trim();
          const value = pair.slice(eq + 1).trim();
          const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a)) || value === '';
          if (expired) self.cookies.delete(name);
          else self.cookies.set(name, value);
        }
        return response;
      },
      get: (path) => self.request(path),
      post: (path, json) => self.request(path, { method: 'POST', json: json ?? {} }),
    };
    return self;
  };

  return {
    app,
    deps: runtime,
    dataDir,
    origin,
    client,
    async signedInUser(input = {}) {
      counter += 1;
      const user: NewUser = {
        full_name: input.full_name ?? `Test User ${counter}`,
        email: input.email ?? `user-${fileId}-${counter}@example.com`,
        password: input.password ?? TEST_PASSWORD,
      };
      const c = client();
      const signUp = await c.post('/api/auth/sign-up/email', { ...user, name: user.full_name });
      if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      const verify = await c.get(extractLink(latestMail(dataDir, user.email), '/verify-email'));
      if (verify.status >= 400) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
      return Object.assign(c, { user });
    },
    async staffClient(input = {}) {
      counter += 1;
      const username = input.username ?? `staff${counter}`;
      const password = input.password ?? TEST_PASSWORD;
      await upsertStaffAccount(runtime.auth, {
        username,
        email: input.email ?? `${username}-${fileId}@example.com`,
        password,
        superuser: input.superuser ?? false,
      });
      const c = client();
      const res = await c.post('/auth/login/', { username, password });
      const body = (await res.json()) as { token?: string };
      if (!res.ok || !body.token) throw new Error(`staff login failed: ${res.status} ${JSON.stringify(body)}`);
      c.token = body.token;
      return Object.assign(c, { token: body.token });
    },
    async close() {
      await runtime.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
