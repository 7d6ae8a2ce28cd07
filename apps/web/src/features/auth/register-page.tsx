import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { providerMessage, VERIFIED_CALLBACK_PATH } from '../../lib/auth-messages.ts';
import { AuthShell } from './auth-shell.tsx';
import { NewPasswordFields } from '../../components/auth/new-password-fields.tsx';
import { registerSchema, type RegisterFields } from '../../lib/password-schema.ts';
import { REGISTER_FAILED, REGISTER_SUCCESS } from './auth-texts.ts';
import { registeredState } from './registered-state.ts';

export function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterFields>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState } = form;

  async function onSubmit(fields: RegisterFields) {
    const { error } = await authClient.signUp.email({
      name: fields.fullName,
      full_name: fields.fullName,
      email: fields.email,
      password: fields.password,
      callbackURL: VERIFIED_CALLBACK_PATH,
    });
    if (error) {
      notify.error(providerMessage(error, REGISTER_FAILED));
      return;
    }
    notify.success(REGISTER_SUCCESS);
    await navigate('/login', { state: registeredState(fields.email) });
  }

  return (
    <AuthShell
      title="Create your account"
      subtitle="Start practising with AI feedback in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
            Sign in
          </Link>
        </>
      }
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Sign up">
          <Input
            id="register-full-name"
            label="Full name"
            autoComplete="name"
            required
            error={formState.errors.fullName?.message}
            {...register('fullName')}
          />
          <Input
            id="register-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <NewPasswordFields idPrefix="register" passwordLabel="Password" confirmLabel="Confirm password" />
          <Button type="submit" className="w-full" size="lg" loading={formState.isSubmitting}>
            Create account
          </Button>
        </form>
      </FormProvider>
    </AuthShell>
  );
}
