import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/app-toaster.tsx';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

const REQUEST = 'POST /api/auth/request-password-reset';

function show(onClose = vi.fn()) {
  render(
    <>
      <ForgotPasswordDialog open onClose={onClose} initialEmail="ada@example.com" />
      <AppToaster />
    </>,
  );
  return onClose;
}

describe('Forgot password dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts from the sign-in e-mail, requests a link that opens /reset-password and says where it went', async () => {
    const api = fakeApi({ [REQUEST]: { body: { status: true } } });
    show();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByText('ada@example.com').tagName).toBe('STRONG');
    expect(api.callsTo('POST', '/api/auth/request-password-reset').map((c) => c.body)).toEqual([{ email: 'ada@example.com', redirectTo: '/reset-password' }]);
  });

  it('refuses a malformed address without asking the server', async () => {
    const api = fakeApi({ [REQUEST]: { body: { status: true } } });
    show();
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Check your inbox')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's error and keeps the form", async () => {
    fakeApi({ [REQUEST]: { status: 429, body: { message: 'Too many requests. Please try again later.' } } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('closes on Cancel', () => {
    fakeApi({});
    const onClose = show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
