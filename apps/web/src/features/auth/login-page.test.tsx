import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast.ts';
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

  it('does not welcome back the account just created', async () => {
    renderLogin(registeredState('ada@example.com'));
    expect(await screen.findByText('Your account is created')).toBeTruthy();
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('says nothing of it when opened any other way', async () => {
    renderLogin({ from: { pathname: '/analyses' } });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(/Check your email/)).toBeNull();
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });
});

describe('LoginPage with an address not verified yet', () => {
  it('says so once, in the notice with the resend button, and raises no toast beside it', async () => {
    const email = 'a.very.long.email.address.for.testing.wrapping@subdomain.extremely-long-company-name.example.com';
    fakeApi({ 'POST /api/auth/sign-in/email': { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } } });
    const toasts = (['success', 'error', 'info', 'warning'] as const).map((kind) => vi.spyOn(notify, kind));
    const { router } = renderScreen('/', [{ path: '/', element: null }, { path: '/login', element: <LoginPage /> }]);
    void router.navigate('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Rehearse1!long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.getByText(new RegExp(email.replace(/\./g, '\\.')))).toBeTruthy();
    for (const toast of toasts) expect(toast).not.toHaveBeenCalled();
  });
});
