import { isTwoFactorCode, PROFILE_MESSAGES, TWO_FACTOR_CODE_INVALID, TWO_FACTOR_CODE_LENGTH } from '@rehearse/contract/account-api';
import { ShieldCheck } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { disableTwoFactorWithCode } from './api/disable-two-factor-with-code.ts';
import { BackupCodes } from './backup-codes.tsx';

type Step =
  | { name: 'off' }
  | { name: 'password' }
  | { name: 'verify'; uri: string; backupCodes: string[] }
  | { name: 'backup-codes'; backupCodes: string[] }
  | { name: 'on' }
  | { name: 'disable' };

function manualKeyOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? '';
}

function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(uri, { margin: 1, width: 192 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img src={src} alt="QR code for your authenticator app" width={192} height={192} /> : <div className="size-48 animate-pulse bg-slate-100" />;
}

/** Two-factor set-up: off → setting up (QR, manual key, 6-digit code, backup codes) → enabled; disable with a code or the password. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>(enabled ? { name: 'on' } : { name: 'off' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  function reset(next: Step) {
    setPassword('');
    setCode('');
    setError(undefined);
    setStep(next);
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const { data, error: failure } = await authClient.twoFactor.enable({ password });
    setPending(false);
    if (failure || !data || !('totpURI' in data)) {
      setError(failure?.code === 'INVALID_PASSWORD' ? 'The password is not correct.' : PROFILE_MESSAGES.twoFactorEnableFailed);
      return;
    }
    reset({ name: 'verify', uri: data.totpURI, backupCodes: data.backupCodes });
  }

  async function verify(event: FormEvent, backupCodes: string[]) {
    event.preventDefault();
    if (!isTwoFactorCode(code)) return setError(TWO_FACTOR_CODE_INVALID);
    setPending(true);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setPending(false);
    // One error, under the field that was wrong: a toast beside it would say the same less clearly.
    if (failure) return setError('The verification code is not correct.');
    notify.success(PROFILE_MESSAGES.twoFactorEnabled);
    reset({ name: 'backup-codes', backupCodes });
  }

  async function disable(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      if (code.trim()) await disableTwoFactorWithCode(code.trim());
      else {
        const { error: failure } = await authClient.twoFactor.disable({ password });
        if (failure) throw new Error(failure.message ?? PROFILE_MESSAGES.twoFactorDisableFailed);
      }
      await authClient.getSession({ query: { disableCookieCache: true } });
      notify.success(PROFILE_MESSAGES.twoFactorDisabled);
      reset({ name: 'off' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : PROFILE_MESSAGES.twoFactorDisableFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader
        title="Two-factor authentication"
        description="Sign-in asks for a code from an authenticator app as well as your password."
        icon={<ShieldCheck className="size-5" aria-hidden />}
      />
      <CardBody className="space-y-4">
        {step.name === 'off' && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">Two-factor authentication is off.</p>
            <Button onClick={() => reset({ name: 'password' })}>Enable 2FA</Button>
          </div>
        )}
        {step.name === 'password' && (
          <form noValidate onSubmit={(e) => void start(e)} className="max-w-md space-y-4" aria-label="Confirm password to enable 2FA">
            <PasswordInput id="two-factor-password" label="Your password" autoComplete="current-password" value={password} error={error} onChange={(e) => setPassword(e.target.value)} />
            <div className="flex gap-2">
              <Button type="submit" loading={pending} disabled={!password}>
                Continue
              </Button>
              <Button variant="ghost" onClick={() => reset({ name: 'off' })}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {step.name === 'verify' && (
          <form noValidate onSubmit={(e) => void verify(e, step.backupCodes)} className="space-y-4" aria-label="Verify authenticator code">
            <p className="text-sm text-slate-700">Scan this QR code with your authenticator app, or type the key by hand, then enter the 6-digit code it shows.</p>
            <div className="flex flex-wrap items-start gap-6">
              <QrCode uri={step.uri} />
              <div className="space-y-1">
                <p className="text-sm font-medium text-slate-900">Manual key</p>
                <code className="block break-all rounded bg-slate-50 px-2 py-1 font-mono text-sm" data-testid="two-factor-manual-key">
                  {manualKeyOf(step.uri)}
                </code>
              </div>
            </div>
            <Input
              id="two-factor-setup-code"
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TWO_FACTOR_CODE_LENGTH}
              value={code}
              error={error}
              onChange={(e) => setCode(e.target.value)}
              className="max-w-40"
            />
            <div className="flex gap-2">
              <Button type="submit" loading={pending}>
                Verify and enable
              </Button>
              <Button variant="ghost" onClick={() => reset({ name: 'off' })}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {step.name === 'backup-codes' && (
          <>
            <BackupCodes codes={step.backupCodes} />
            <Button onClick={() => reset({ name: 'on' })}>I have saved my codes</Button>
          </>
        )}
        {step.name === 'on' && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-emerald-700">Two-factor authentication is on.</p>
            <Button variant="outline" onClick={() => reset({ name: 'disable' })}>
              Disable 2FA
            </Button>
          </div>
        )}
        {step.name === 'disable' && (
          <form noValidate onSubmit={(e) => void disable(e)} className="max-w-md space-y-4" aria-label="Disable 2FA">
            <p className="text-sm text-slate-700">Enter a code from your authenticator app (or a backup code), or your password.</p>
            {/* The error goes under what was used: the code when one is typed (it is tried first), else the password. */}
            <Input id="two-factor-disable-code" label="Code" autoComplete="one-time-code" value={code} error={code.trim() ? error : undefined} onChange={(e) => setCode(e.target.value)} />
            <PasswordInput id="two-factor-disable-password" label="Or your password" autoComplete="current-password" value={password} error={code.trim() ? undefined : error} onChange={(e) => setPassword(e.target.value)} />
            <div className="flex gap-2">
              <Button type="submit" variant="danger" loading={pending} disabled={!code.trim() && !password}>
                Disable 2FA
              </Button>
              <Button variant="ghost" onClick={() => reset({ name: 'on' })}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
