import { useSessionState } from '../../lib/session.tsx';
import { interviewerAccess } from './access-decision.ts';
import { GuardOutcome } from './guard-outcome.tsx';

export function RequireInterviewer() {
  return <GuardOutcome access={interviewerAccess(useSessionState())} />;
}
