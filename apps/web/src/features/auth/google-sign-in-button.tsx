import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { providerMessage } from '../../lib/auth-messages.ts';
import { LOGIN_FAILED } from '../../lib/auth-messages.ts';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  );
}

export function GoogleSignInButton({ callbackPath }: { callbackPath: string }) {
  const [pending, setPending] = useState(false);
  async function signIn() {
    setPending(true);
    const { error } = await authClient.signIn.social({ provider: 'google', callbackURL: callbackPath, errorCallbackURL: '/login' });
    // On success the browser is already leaving for Google.
    if (error) {
      setPending(false);
      notify.error(providerMessage(error, LOGIN_FAILED));
    }
  }
  return (
    <Button variant="outline" className="w-full" loading={pending} icon={<GoogleLogo />} onClick={() => void signIn()}>
      Sign in with Google
    </Button>
  );
}
