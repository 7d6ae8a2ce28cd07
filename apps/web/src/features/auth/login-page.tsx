import { lazy, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LazyPart } from '../../components/ui/lazy-part.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { loadAuthClient } from '../../lib/load-auth-client.ts';
import { returnToPath } from '../../lib/return-to.ts';
import { notify } from '../../lib/toast.ts';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { LOGIN_FAILED, providerMessage } from '../../lib/auth-messages.ts';
import { AuthShell } from './auth-shell.tsx';
import type { LoginFields } from './login-schema.ts';
import { LOGIN_SUCCESS } from './auth-texts.ts';
import { loginHeading } from './login-heading.ts';
import { registeredEmailOf } from './registered-state.ts';

// The form shows with only react-hook-form: its zod schema and the auth client download on the first submit, and
// the parts that only some visitors see (2FA step, reset dialog, resend notice, Google) when they are needed.
const loginResolver = lazyResolver(async () => (await import('./login-schema.ts')).loginResolver);
const ForgotPasswordDialog = lazy(async () => ({ default: (await import('./forgot-password-dialog.tsx')).ForgotPasswordDialog }));
const GoogleSignInButton = lazy(async () => ({ default: (await import('./google-sign-in-button.tsx')).GoogleSignInButton }));
const ResendVerificationNotice = lazy(async () => ({ default: (await import('./resend-verification-notice.tsx')).ResendVerificationNotice }));
const LoginTwoFactorStep = lazy(async () => {
  const { TwoFactorStep, verifyWithBetterAuth } = await import('../../components/auth/two-factor-step.tsx');
  return { default: (props: { onVerified: () => void; onCancel: () => void }) => <TwoFactorStep verify={verifyWithBetterAuth} {...props} /> };
});

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

/** After registering: a lasting note that the verification link is in the mailbox (the toast alone goes away). */
function RegisteredNotice({ email }: { email: string }) {
  return (
    <Alert tone="info" title="Check your email to verify your account.">
      We sent a verification link to <strong>{email}</strong>. Open it, then sign in here.
    </Alert>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const providers = usePublicConfig();
  const returnTo = returnToPath(location.state);
  const registeredEmail = registeredEmailOf(location.state);
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [unverifiedEmail, setUnverifiedEmail] = useState<{ email: string; message: string } | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, getValues } = useForm<LoginFields>({
    resolver: loginResolver,
    defaultValues: { email: registeredEmail ?? '', password: '', rememberMe: false },
  });

  function finish() {
    notify.success(LOGIN_SUCCESS);
    void navigate(returnTo, { replace: true });
  }

  async function onSubmit(fields: LoginFields) {
    setUnverifiedEmail(null);
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.signIn.email({
      email: fields.email,
      password: fields.password,
      rememberMe: fields.rememberMe,
    });
    if (error) {
      const message = providerMessage(error, LOGIN_FAILED);
      // Unverified: the notice above the form says it, with the way out; a toast would say it a second time.
      if (error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail({ email: fields.email, message });
      else notify.error(message);
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
        <LazyPart loadingLabel="Loading the code form…" loadingClassName="min-h-40">
          <LoginTwoFactorStep onVerified={finish} onCancel={() => setStep('credentials')} />
        </LazyPart>
      </AuthShell>
    );
  }

  const heading = loginHeading({ justRegistered: registeredEmail !== null, justVerified: params.get('verified') === '1' && !params.get('error') });
  return (
    <AuthShell
      title={heading.title}
      subtitle={heading.subtitle}
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
        {registeredEmail && !unverifiedEmail && <RegisteredNotice email={registeredEmail} />}
        {unverifiedEmail && (
          <LazyPart loadingLabel="Loading…">
            <ResendVerificationNotice email={unverifiedEmail.email} message={unverifiedEmail.message} />
          </LazyPart>
        )}
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
          {/* Off in the pre-rendered page until the app has taken it over (useHydrated). */}
          <Button type="submit" className="w-full" size="lg" loading={formState.isSubmitting} disabled={!hydrated}>
            Sign in
          </Button>
        </form>
        {providers.google && (
          <>
            <div className="flex items-center gap-3 text-xs text-slate-400 uppercase">
              <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
            </div>
            <LazyPart loadingLabel="Loading Google sign-in…" loadingClassName="h-11">
              <GoogleSignInButton callbackPath={returnTo} />
            </LazyPart>
          </>
        )}
      </div>
      {forgotOpen && (
        <LazyPart loadingLabel="Opening…">
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} initialEmail={getValues('email')} />
        </LazyPart>
      )}
    </AuthShell>
  );
}
