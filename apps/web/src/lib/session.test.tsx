import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILED_TITLE } from '../components/ui/load-failed.tsx';
import { chunkLoadError } from '../test-kit/lazy-loading.ts';
import { fakeApi } from '../test-kit/fake-api.ts';

// Each test gets a fresh auth client (its session store would otherwise carry the last test's answer).
async function showSession() {
  const { SessionProvider, useSessionState } = await import('./session.tsx');
  function SessionProbe() {
    const state = useSessionState();
    return <p>{state.status === 'signed-in' ? `signed in as ${state.user.email}` : state.status}</p>;
  }
  render(
    <SessionProvider>
      <SessionProbe />
    </SessionProvider>,
  );
}

const SESSION = 'GET /api/auth/get-session';
const NOW = '2026-11-21T10:00:00.000Z';
const signedIn = {
  session: { id: 's1', userId: 'u1', token: 't', expiresAt: '2099-01-01T00:00:00.000Z', createdAt: NOW, updatedAt: NOW },
  user: { id: 'u1', email: 'ada@example.com', name: 'ada', emailVerified: true, createdAt: NOW, updatedAt: NOW, full_name: 'Ada Lovelace' },
};

describe('SessionProvider', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.doUnmock('./auth-client.ts');
    vi.unstubAllGlobals();
  });

  it('is loading until the auth client (fetched on demand) has asked the server, then signed in', async () => {
    const api = fakeApi({ [SESSION]: { body: signedIn } });
    await showSession();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('signed in as ada@example.com')).toBeTruthy();
    expect(api.callsTo('GET', '/api/auth/get-session').length).toBeGreaterThan(0);
  });

  it('is signed out when the server has no session', async () => {
    fakeApi({ [SESSION]: { body: null } });
    await showSession();
    expect(await screen.findByText('signed-out')).toBeTruthy();
  });

  it('remembers the answer for the next visit', async () => {
    fakeApi({ [SESSION]: { body: signedIn } });
    await showSession();
    await screen.findByText('signed in as ada@example.com');
    const { wasSignedIn } = await import('./signed-in-memory.ts');
    expect(wasSignedIn()).toBe(true);
    cleanup();
    fakeApi({ [SESSION]: { body: null } });
    vi.resetModules();
    await showSession();
    await screen.findByText('signed-out');
    expect(wasSignedIn()).toBe(false);
  });

  it('offers a reload when the auth client cannot be downloaded', async () => {
    vi.doMock('./auth-client.ts', () => {
      throw chunkLoadError();
    });
    await showSession();
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_FAILED_TITLE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
