import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_TITLE } from '@rehearse/contract/password-rules';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { providerMessage } from './auth-messages.ts';
import { AuthShell } from './auth-shell.tsx';
import { PasswordRuleFeedback } from './password-rule-feedback.tsx';
import { newPasswordFieldsSchema, type NewPasswordFields } from './password-schema.ts';

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
  const { register, handleSubmit, formState, control } = useForm<NewPasswordFields>({
    resolver: zodResolver(newPasswordFieldsSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  async function onSubmit(fields: NewPasswordFields) {
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
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Reset password">
        <PasswordInput
          id="reset-password"
          label="New password"
          autoComplete="new-password"
          required
          title={PASSWORD_TITLE}
          hint={<PasswordRuleFeedback password={password} showWhenEmpty={formState.isSubmitted} />}
          {...register('password')}
        />
        <PasswordInput
          id="reset-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" size="lg" loading={formState.isSubmitting}>
          Reset password
        </Button>
      </form>
    </AuthShell>
  );
}
