import { DELETE_CONFIRM_INVALID, DELETE_CONFIRM_WORD, PROFILE_MESSAGES } from '@rehearse/contract/account-api';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { authClient } from '../../lib/auth-client.ts';
import { markSigningOut } from '../../lib/deliberate-sign-out.ts';
import { notify } from '../../lib/toast.ts';
import { deleteAccount } from './api/delete-account.ts';
import { SIGN_OUT_AFTER_DELETE_MS } from './profile-texts.ts';

type Phase = 'idle' | 'confirming' | 'processing' | 'deleted';

/** Account deletion: button → confirmation panel → processing → sign-out 3 s after success; cancel resets. */
export function DeleteAccountCard() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (phase !== 'deleted') return;
    const timer = setTimeout(() => {
      markSigningOut();
      void authClient.signOut().finally(() => void navigate('/login', { replace: true }));
    }, SIGN_OUT_AFTER_DELETE_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  function cancel() {
    setConfirm('');
    setPassword('');
    setError(undefined);
    setPhase('idle');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm !== DELETE_CONFIRM_WORD) return setError(DELETE_CONFIRM_INVALID);
    setPhase('processing');
    try {
      notify.success(await deleteAccount({ confirm, password }));
      setPhase('deleted');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? failure.message : undefined);
      notify.error(PROFILE_MESSAGES.deletionFailed);
      setPhase('confirming');
    }
  }

  return (
    <Card className="border-red-200">
      <CardHeader title="Danger zone" description="Deleting your account removes your profile, analyses, videos and history for good." icon={<TriangleAlert className="size-5 text-red-600" aria-hidden />} />
      <CardBody>
        {phase === 'idle' && (
          <Button variant="danger" onClick={() => setPhase('confirming')}>
            Delete Account
          </Button>
        )}
        {phase === 'deleted' && <p className="text-sm font-medium text-slate-800">Your account has been deleted. Signing you out…</p>}
        {(phase === 'confirming' || phase === 'processing') && (
          <form noValidate onSubmit={(e) => void submit(e)} className="max-w-md space-y-4" aria-label="Confirm account deletion">
            <Input
              id="delete-confirm"
              label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
              autoComplete="off"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <PasswordInput id="delete-password" label="Your password" autoComplete="current-password" value={password} error={error} onChange={(e) => setPassword(e.target.value)} />
            <div className="flex gap-2">
              <Button type="submit" variant="danger" loading={phase === 'processing'}>
                Permanently delete my account
              </Button>
              <Button variant="ghost" onClick={cancel} disabled={phase === 'processing'}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
