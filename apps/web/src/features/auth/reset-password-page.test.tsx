import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/app-toaster.tsx';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const RESET = 'POST /api/auth/reset-password';
const show = (path: string) =>
  renderScreen(path, [
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '/login', element: <p>sign-in page</p> },
  ], { extra: <AppToaster /> });
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('Reset password page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sets the new password with the link token, then goes to sign-in', async () => {
    const api = fakeApi({ [RESET]: { body: { status: true } } });
    show('/reset-password?token=tok-123');
    type('New password', 'N3w-secret!');
    type('Confirm new password', 'N3w-secret!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/reset-password').map((c) => c.body)).toEqual([{ newPassword: 'N3w-secret!', token: 'tok-123' }]);
    expect(await screen.findByText('Your password has been reset. Please sign in.')).toBeTruthy();
  });

  it('sends nothing while the password breaks a rule or the confirmation differs', async () => {
    const api = fakeApi({ [RESET]: { body: { status: true } } });
    show('/reset-password?token=tok-123');
    type('New password', 'N3w-secret!');
    type('Confirm new password', 'N3w-secret?');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    type('New password', 'short');
    type('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByTestId('password-feedback').textContent).toBe('Include an uppercase letter'));
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's reason when the token is spent and stays on the page", async () => {
    fakeApi({ [RESET]: { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } } });
    show('/reset-password?token=old');
    type('New password', 'N3w-secret!');
    type('Confirm new password', 'N3w-secret!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Invalid token')).toBeTruthy();
    expect(screen.queryByText('sign-in page')).toBeNull();
  });

  it('explains an invalid or expired link instead of showing the form', () => {
    fakeApi({});
    show('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    cleanup();
    show('/reset-password');
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeTruthy();
  });
});
