import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { LoginPage } from './login-page.tsx';
import { registeredState } from './registered-state.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(state: unknown) {
  fakeApi({});
  const { router } = renderScreen('/', [{ path: '/', element: null }, { path: '/login', element: <LoginPage /> }]);
  void router.navigate('/login', { state });
}

describe('LoginPage after registering', () => {
  it('keeps saying where the verification link went, with the e-mail filled in', async () => {
    renderLogin(registeredState('ada@example.com'));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('Check your email to verify your account.');
    expect(note.textContent).toContain('We sent a verification link to ada@example.com.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('says nothing of it when opened any other way', async () => {
    renderLogin({ from: { pathname: '/analyses' } });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(/Check your email/)).toBeNull();
  });
});
