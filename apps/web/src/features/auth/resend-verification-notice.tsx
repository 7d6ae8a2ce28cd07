import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { providerMessage, VERIFIED_CALLBACK_PATH } from '../../lib/auth-messages.ts';

/** Shown when sign-in is refused because the e-mail is unverified: offers a fresh verification mail. */
export function ResendVerificationNotice({ email, message }: { email: string; message: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function resend() {
    setState('sending');
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: VERIFIED_CALLBACK_PATH });
    if (error) {
      setState('idle');
      notify.error(providerMessage(error, 'Could not send the verification email. Please try again.'));
      return;
    }
    setState('sent');
    notify.success('Verification email sent. Please check your inbox.');
  }

  return (
    <Alert tone="warning" title={message}>
      {state === 'sent' ? (
        <p>
          We sent a new verification link to <strong>{email}</strong>.
        </p>
      ) : (
        <>
          <p>Open the link in the email we sent to {email}, or get a new one.</p>
          <Button size="sm" variant="outline" className="mt-2" loading={state === 'sending'} onClick={() => void resend()}>
            Resend verification email
          </Button>
        </>
      )}
    </Alert>
  );
}
