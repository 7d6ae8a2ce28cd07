import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** What the coach shows when nobody is signed in: a prompt to sign in. */
export function AuthenticationRequired() {
  return (
    <div className="flex flex-col items-center gap-3 p-8 text-center">
      <Lock className="size-8 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">Authentication Required</h2>
      <p className="text-sm text-slate-500">Please log in to use the coach</p>
      <Link to="/login" className={buttonClasses('primary')}>
        Go to Login
      </Link>
    </div>
  );
}
