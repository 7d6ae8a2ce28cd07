import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES } from '@rehearse/contract/account-api';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { NewPasswordFields } from '../../components/auth/new-password-fields.tsx';
import { newPasswordFieldsSchema } from '../../lib/password-schema.ts';

const changePasswordSchema = newPasswordFieldsSchema.and(z.object({ currentPassword: z.string().min(1, 'Current password is required') }));
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Checks the current password on the server and signs out every other device. */
export function ChangePasswordCard() {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  async function onSubmit(values: ChangePasswordValues) {
    const { error } = await authClient.changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.password,
      revokeOtherSessions: true,
    });
    if (error) {
      const wrongCurrent = error.code === 'INVALID_PASSWORD';
      if (wrongCurrent) form.setError('currentPassword', { message: 'The current password is not correct.' });
      notify.error(PROFILE_MESSAGES.passwordFailed);
      return;
    }
    form.reset();
    notify.success(PROFILE_MESSAGES.passwordUpdated);
  }

  return (
    <Card>
      <CardHeader title="Change password" description="Your other devices are signed out when the password changes." />
      <CardBody>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="max-w-md space-y-4" aria-label="Change password">
            <PasswordInput
              id="current-password"
              label="Current password"
              autoComplete="current-password"
              required
              error={form.formState.errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <NewPasswordFields idPrefix="change" passwordLabel="New password" confirmLabel="Confirm new password" />
            <Button type="submit" loading={form.formState.isSubmitting}>
              Update Password
            </Button>
          </form>
        </FormProvider>
      </CardBody>
    </Card>
  );
}
