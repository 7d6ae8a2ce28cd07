import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { TwoFactorCard } from './two-factor-card.tsx';

const ENABLE = 'POST /api/auth/two-factor/enable';
const VERIFY = 'POST /api/auth/two-factor/verify-totp';
const DISABLE_WITH_CODE = 'POST /api/account/two-factor/disable/';
const WRONG_CODE = { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } };

/** Watches every kind of toast: a wrong code is said once, under the field, so none is raised. */
const spyToasts = () => (['success', 'error', 'info', 'warning'] as const).map((kind) => vi.spyOn(notify, kind));

const enter = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Two-factor card: a wrong code', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('while turning 2FA on says so once, under the code, with no second toast', async () => {
    fakeApi({
      [ENABLE]: { body: { totpURI: 'otpauth://totp/Rehearse:grace?secret=JBSWY3DPEHPK3PXP&issuer=Rehearse', backupCodes: ['aaaa-bbbb'] } },
      [VERIFY]: WRONG_CODE,
    });
    const toasts = spyToasts();
    render(<TwoFactorCard enabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enable 2FA' }));
    enter('Your password', 'Rehearse1!');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('two-factor-manual-key');
    enter('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));

    expect(await screen.findByText('The verification code is not correct.')).toBeTruthy();
    for (const toast of toasts) expect(toast).not.toHaveBeenCalled();
  });

  it('while turning 2FA off says so once, under the code that was typed, with no second toast', async () => {
    fakeApi({ [DISABLE_WITH_CODE]: { status: 400, body: { status: 'error', message: 'The code is not valid.' } } });
    const toasts = spyToasts();
    render(<TwoFactorCard enabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    enter('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Disable 2FA' }));

    const error = await screen.findByText('The code is not valid.');
    expect(error.id).toBe(screen.getByLabelText('Code').getAttribute('aria-describedby'));
    for (const toast of toasts) expect(toast).not.toHaveBeenCalled();
  });
});
