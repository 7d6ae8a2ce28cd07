import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { providerMessage, RESET_PASSWORD_PATH } from '../../lib/auth-messages.ts';
import { emailSchema } from '../../lib/password-schema.ts';

const schema = z.object({ email: emailSchema });
type Fields = z.infer<typeof schema>;

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  initialEmail: string;
}

/** Asks for the account's e-mail and has the server mail a reset link that opens /reset-password. */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: ForgotPasswordDialogProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(schema),
    values: { email: initialEmail },
  });

  async function onSubmit({ email }: Fields) {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH });
    if (error) {
      notify.error(providerMessage(error, 'Could not send the reset email. Please try again.'));
      return;
    }
    setSentTo(email);
    notify.success('Password reset email sent.');
  }

  function close() {
    setSentTo(null);
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title="Reset your password"
      description={sentTo ? undefined : "Enter your account's email and we'll send you a link to choose a new password."}
    >
      {sentTo ? (
        <div className="space-y-4">
          <Alert tone="success" title="Check your inbox">
            If an account exists for <strong>{sentTo}</strong>, a link to reset the password is on its way.
          </Alert>
          <div className="flex justify-end">
            <Button onClick={close} icon={<MailCheck className="size-4" aria-hidden="true" />}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <Input id="reset-email" label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Send reset link
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
