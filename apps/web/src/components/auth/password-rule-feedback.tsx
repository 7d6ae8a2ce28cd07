import { passwordProblem } from '@rehearse/contract/password-rules';
import { PASSWORD_OK_MESSAGE } from '../../lib/password-texts.ts';
import { XCircle } from 'lucide-react';

/** Live password-rule feedback under a new-password field: the first broken rule, or the all-good line (it has its own ✓). */
export function PasswordRuleFeedback({ password, showWhenEmpty = false }: { password: string; showWhenEmpty?: boolean }) {
  if (!password && !showWhenEmpty) return null;
  const problem = passwordProblem(password);
  return (
    <span
      aria-live="polite"
      data-testid="password-feedback"
      className={problem ? 'flex items-center gap-1.5 font-medium text-red-600' : 'flex items-center font-medium text-emerald-700'}
    >
      {problem && <XCircle className="size-3.5 shrink-0" aria-hidden="true" />}
      <span>{problem ?? PASSWORD_OK_MESSAGE}</span>
    </span>
  );
}
