import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_FAILED, LOGIN_SUCCESS } from '@rehearse/contract/auth-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { returnToPath } from '../../lib/return-to.ts';
import { notify } from '../../lib/toast.ts';
import { providerMessage } from './auth-messages.ts';
import { AuthShell } from './auth-shell.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { emailSchema } from './password-schema.ts';
import { ResendVerificationNotice } from './resend-verification-notice.tsx';
import { TwoFactorStep, verifyWithBetterAuth } from './two-factor-step.tsx';
import { usePublicConfig } from '../../lib/use-public-config.ts';

const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});
type LoginFields = z.infer<typeof loginSchema>;

function VerificationNotice({ params }: { params: URLSearchParams }) {
  if (params.get('verified') !== '1') return null;
  if (params.get('error')) {
    return (
      <Alert tone="error" title="This verification link is invalid or has expired.">
        Sign in with your email and password to get a new one.
      </Alert>
    );
  }
  return (
    <Alert tone="success" title="Your email is verified.">
      You can sign in now.
    </Alert>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const providers = usePublicConfig();
  const returnTo = returnToPath(location.state);
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [unverifiedEmail, setUnverifiedEmail] = useState<{ email: string; message: string } | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { register, handleSubmit, formState, getValues } = useForm<LoginFields>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  function finish() {
    notify.success(LOGIN_SUCCESS);
    void navigate(returnTo, { replace: true });
  }

  async function onSubmit(fields: LoginFields) {
    setUnverifiedEmail(null);
    const { data, error } = await authClient.signIn.email({
      email: fields.email,
      password: fields.password,
      rememberMe: fields.rememberMe,
    });
    if (error) {
      const message = providerMessage(error, LOGIN_FAILED);
      if (error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail({ email: fields.email, message });
      notify.error(message);
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setStep('two-factor');
      return;
    }
    finish();
  }

  if (step === 'two-factor') {
    return (
      <AuthShell title="Two-factor authentication" subtitle="One more step to keep your account safe.">
        <TwoFactorStep verify={verifyWithBetterAuth} onVerified={finish} onCancel={() => setStep('credentials')} />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to continue practising."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-indigo-600 hover:text-indigo-500">
            Sign up
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        <VerificationNotice params={params} />
        {unverifiedEmail && <ResendVerificationNotice email={unverifiedEmail.email} message={unverifiedEmail.message} />}
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Sign in">
          <Input id="login-email" label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
          <PasswordInput
            id="login-password"
            label="Password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <div className="flex items-center justify-between">
            <Checkbox id="login-remember" label="Remember me" {...register('rememberMe')} />
            <button
              type="button"
              onClick={() => setForgotOpen(true)}
              className="text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              Forgot password?
            </button>
          </div>
          <Button type="submit" className="w-full" size="lg" loading={formState.isSubmitting}>
            Sign in
          </Button>
        </form>
        {providers.google && (
          <>
            <div className="flex items-center gap-3 text-xs text-slate-400 uppercase">
              <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
            </div>
            <GoogleSignInButton callbackPath={returnTo} />
          </>
        )}
      </div>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={forgotOpen ? getValues('email') : ''} />
    </AuthShell>
  );
}
