import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { createRehearseAuthClient } from '../../lib/auth-client.ts';
import { betterAuthVerifier, TwoFactorStep, type TwoFactorVerifier } from './two-factor-step.tsx';

const TOTP = 'POST /api/auth/two-factor/verify-totp';
const BACKUP = 'POST /api/auth/two-factor/verify-backup-code';

// A client of this file's own: test files share modules (isolate: false), and the app's client carries session
// state (refetch timers) that another file's screens may have left waiting on timers that file faked.
const verifyWithBetterAuth = betterAuthVerifier(createRehearseAuthClient());

function show() {
  const onVerified = vi.fn();
  const onCancel = vi.fn();
  render(<TwoFactorStep verify={verifyWithBetterAuth} onVerified={onVerified} onCancel={onCancel} />);
  return { onVerified, onCancel };
}
const enter = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Two-factor sign-in step', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('verifies a 6-digit authenticator code and signs in', async () => {
    const api = fakeApi({ [TOTP]: { body: { token: 't', user: {} } } });
    const { onVerified } = show();
    enter('Verification code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp').map((c) => c.body)).toEqual([{ code: '123456' }]);
  });

  it('refuses a code that is not 6 digits without asking the server', () => {
    const api = fakeApi({});
    const { onVerified } = show();
    enter('Verification code', '12a45');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a valid 6-digit verification code.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("shows the server's answer to a wrong code and stays", async () => {
    fakeApi({ [TOTP]: { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } } });
    const { onVerified } = show();
    enter('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('switches to a backup code, which goes to the backup endpoint', async () => {
    const api = fakeApi({ [BACKUP]: { body: { token: 't', user: {} } } });
    const { onVerified } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter one of your backup codes.')).toBeTruthy();
    enter('Backup code', 'abcde-12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-backup-code').map((c) => c.body)).toEqual([{ code: 'abcde-12345' }]);
  });

  it('takes any verifier (the staff login checks codes on its own endpoint) and hands on what it produced', async () => {
    fakeApi({});
    const verify = vi.fn<TwoFactorVerifier<string>>(async (code) => (code === '654321' ? { ok: true, value: 'token' } : { ok: false, message: 'The verification code is not correct.' }));
    const onVerified = vi.fn();
    render(<TwoFactorStep verify={verify} onVerified={onVerified} onCancel={() => {}} />);
    enter('Verification code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification code is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Verification code')).toBe(document.activeElement);
    enter('Verification code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('token'));
    expect(verify.mock.calls).toEqual([['111111', 'totp'], ['654321', 'totp']]);
  });

  it('goes back on Back', () => {
    fakeApi({});
    const { onCancel } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
