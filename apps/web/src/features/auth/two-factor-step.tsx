import { LOGIN_FAILED } from '@rehearse/contract/auth-messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { INVALID_2FA_CODE, providerMessage } from './auth-messages.ts';
import { isTwoFactorCode } from './two-factor-code.ts';

export interface TwoFactorStepProps {
  onVerified: () => void;
  onCancel: () => void;
}

/** Second sign-in step for accounts with 2FA: a 6-digit authenticator code, or one of the backup codes. */
export function TwoFactorStep({ onVerified, onCancel }: TwoFactorStepProps) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!useBackup && !isTwoFactorCode(trimmed)) {
      setError(INVALID_2FA_CODE);
      return;
    }
    if (useBackup && !trimmed) {
      setError('Enter one of your backup codes.');
      return;
    }
    setPending(true);
    const result = useBackup
      ? await authClient.twoFactor.verifyBackupCode({ code: trimmed })
      : await authClient.twoFactor.verifyTotp({ code: trimmed });
    setPending(false);
    if (result.error) {
      setError(providerMessage(result.error, LOGIN_FAILED));
      return;
    }
    onVerified();
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <p className="text-sm text-slate-600">
        {useBackup ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.' : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <Input
        id="two-factor-code"
        label={useBackup ? 'Backup code' : 'Verification code'}
        inputMode={useBackup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={useBackup ? 32 : 6}
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
        <button type="button" className="font-medium text-indigo-600 hover:text-indigo-500" onClick={() => setUseBackup((b) => !b)}>
          {useBackup ? 'Use an authenticator code' : 'Use a backup code'}
        </button>
        <button type="button" className="text-slate-500 hover:text-slate-700" onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
