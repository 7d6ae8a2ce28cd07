import { isTwoFactorCode, TWO_FACTOR_CODE_INVALID, TWO_FACTOR_CODE_LENGTH } from '@rehearse/contract/account-api';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { providerMessage } from '../../lib/auth-messages.ts';
import { LOGIN_FAILED } from '../../lib/auth-messages.ts';

export type TwoFactorCodeKind = 'totp' | 'backup';
/** The answer to one code: what the sign-in produced, or the message to show under the field. */
export type TwoFactorOutcome<T> = { ok: true; value: T } | { ok: false; message: string };
export type TwoFactorVerifier<T> = (code: string, kind: TwoFactorCodeKind) => Promise<TwoFactorOutcome<T>>;

/** The main login's second step: better-auth's verify endpoints, with the challenge cookie its sign-in set. */
/** The second sign-in step against better-auth's two-factor endpoints through `client`. */
export function betterAuthVerifier(client: Pick<typeof authClient, 'twoFactor'>): TwoFactorVerifier<void> {
  return async (code, kind) => {
    const result = kind === 'backup' ? await client.twoFactor.verifyBackupCode({ code }) : await client.twoFactor.verifyTotp({ code });
    return result.error ? { ok: false, message: providerMessage(result.error, LOGIN_FAILED) } : { ok: true, value: undefined };
  };
}

export const verifyWithBetterAuth = betterAuthVerifier(authClient);

export interface TwoFactorStepProps<T> {
  verify: TwoFactorVerifier<T>;
  onVerified: (value: T) => void;
  onCancel: () => void;
}

/** Second sign-in step for accounts with 2FA: a 6-digit authenticator code, or one of the backup codes. */
export function TwoFactorStep<T>({ verify, onVerified, onCancel }: TwoFactorStepProps<T>) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!useBackup && !isTwoFactorCode(trimmed)) {
      setError(TWO_FACTOR_CODE_INVALID);
      return;
    }
    if (useBackup && !trimmed) {
      setError('Enter one of your backup codes.');
      return;
    }
    setPending(true);
    const outcome = await verify(trimmed, useBackup ? 'backup' : 'totp');
    setPending(false);
    if (!outcome.ok) {
      setError(outcome.message);
      // Straight back to typing the next code.
      input.current?.select();
      return;
    }
    onVerified(outcome.value);
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Two-factor verification">
      <p className="text-sm text-slate-600">
        {useBackup ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.' : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <Input
        ref={input}
        id="two-factor-code"
        label={useBackup ? 'Backup code' : 'Verification code'}
        inputMode={useBackup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={useBackup ? 32 : TWO_FACTOR_CODE_LENGTH}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
        error={error}
        autoFocus
      />
      <Button type="submit" className="w-full" loading={pending}>
        Verify
      </Button>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="font-medium text-indigo-600 hover:text-indigo-500"
          onClick={() => {
            setUseBackup((b) => !b);
            setCode('');
            setError(undefined);
            input.current?.focus();
          }}
        >
          {useBackup ? 'Use an authenticator code' : 'Use a backup code'}
        </button>
        <button type="button" className="text-slate-500 hover:text-slate-700" onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
