import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { providerMessage } from '../../lib/auth-messages.ts';
import { AuthShell } from './auth-shell.tsx';
import { NewPasswordFields } from '../../components/auth/new-password-fields.tsx';
import { newPasswordFieldsSchema, type NewPasswordFields as NewPasswordValues } from '../../lib/password-schema.ts';

const backToLogin = (
  <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
    Back to sign in
  </Link>
);

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFieldsSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { handleSubmit, formState } = form;

  async function onSubmit(fields: NewPasswordValues) {
    if (!token) return;
    const { error } = await authClient.resetPassword({ newPassword: fields.password, token });
    if (error) {
      notify.error(providerMessage(error, 'Could not reset the password. Please request a new link.'));
      return;
    }
    notify.success('Your password has been reset. Please sign in.');
    await navigate('/login', { replace: true });
  }

  if (!token || linkError) {
    return (
      <AuthShell title="Reset your password" footer={backToLogin}>
        <Alert tone="error" title="This reset link is invalid or has expired.">
          Use &lsquo;Forgot password?&rsquo; on the sign-in page to get a new link.
        </Alert>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" subtitle="Pick something you haven't used here before." footer={backToLogin}>
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Reset password">
          <NewPasswordFields idPrefix="reset" passwordLabel="New password" confirmLabel="Confirm new password" />
          <Button type="submit" className="w-full" size="lg" loading={formState.isSubmitting}>
            Reset password
          </Button>
        </form>
      </FormProvider>
    </AuthShell>
  );
}
