import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffLoginResponse } from '@rehearse/contract/staff-auth';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { saveStaffSession } from '../../lib/staff-session.ts';
import { notify } from '../../lib/toast.ts';
import { TwoFactorStep, type TwoFactorVerifier } from '../../components/auth/two-factor-step.tsx';
import { adminLoginErrorMessage } from './admin-login-messages.ts';
import { isStaffTwoFactorChallenge, staffLogin } from './staff-auth-api.ts';

const schema = z.object({
  username: z.string().trim().min(1, 'Username or email is required'),
  password: z.string().min(1, 'Password is required'),
});
type Fields = z.infer<typeof schema>;

/** The code step's check: the same staff login again, now with the code (the server tells authenticator and backup codes apart). */
function verifierFor(credentials: Fields): TwoFactorVerifier<StaffLoginResponse> {
  return async (code) => {
    try {
      return { ok: true, value: await staffLogin({ ...credentials, code }) };
    } catch (error) {
      return { ok: false, message: adminLoginErrorMessage(error) };
    }
  };
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** Set when the account has two-factor sign-in: the code step is shown for these credentials. */
  const [challenged, setChallenged] = useState<Fields | null>(null);
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });

  async function signedIn(response: StaffLoginResponse) {
    saveStaffSession({ user: response.user });
    notify.success(response.message);
    await navigate('/admin-dashboard', { replace: true });
  }

  async function onSubmit(fields: Fields) {
    setFailure(null);
    try {
      await signedIn(await staffLogin(fields));
    } catch (error) {
      if (isStaffTwoFactorChallenge(error)) {
        setChallenged(fields);
        return;
      }
      // Said once, above the form: a toast with the same words would only repeat it.
      setFailure(adminLoginErrorMessage(error));
    }
  }

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-gradient-to-b from-slate-900 to-slate-800 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 text-center text-white">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-indigo-500/20 text-indigo-300 ring-1 ring-indigo-400/30">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-400">Staff access to the Rehearse administration.</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          {challenged ? (
            <>
              <h2 className="mb-4 text-lg font-semibold text-slate-900">Two-factor authentication</h2>
              <TwoFactorStep verify={verifierFor(challenged)} onVerified={(response) => void signedIn(response)} onCancel={() => setChallenged(null)} />
            </>
          ) : (
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Admin sign in">
              {failure && <Alert tone="error">{failure}</Alert>}
              <Input
                id="admin-username"
                label="Username or email"
                autoComplete="username"
                error={formState.errors.username?.message}
                {...register('username')}
              />
              <PasswordInput
                id="admin-password"
                label="Password"
                autoComplete="current-password"
                error={formState.errors.password?.message}
                {...register('password')}
              />
              <Button type="submit" className="w-full" size="lg" loading={formState.isSubmitting}>
                Sign in to Admin Panel
              </Button>
            </form>
          )}
        </div>
        <Link to="/" className="mt-6 flex items-center justify-center gap-2 text-sm font-medium text-slate-300 hover:text-white">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to home
        </Link>
      </div>
    </div>
  );
}
