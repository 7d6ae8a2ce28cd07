import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSessionState } from '../../lib/session.tsx';
import { SHARED_WITH_YOU_LABELS } from './shared-with-you-labels.ts';
import { useAcceptShare } from './api/accept-share.ts';

/** /shared/accept?token=: the invitee (signed in with the invited address) accepts an invitation from the mail. */
export function AcceptSharePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptShare();
  const session = useSessionState();
  const [done, setDone] = useState(false);
  const email = session.status === 'signed-in' ? session.user.email : '';
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <PageHeader title="Accept a shared analysis" description="Someone invited you to see their interview practice and leave time-stamped comments." />
      <Card>
        <CardBody className="space-y-4">
          {done && accept.data ? (
            <>
              <Alert tone="success">
                {accept.data.share.owner_name} shares {SHARED_WITH_YOU_LABELS[accept.data.share.scope]} with you.
              </Alert>
              <Link to="/admin-panel" className={buttonClasses('primary')}>
                Open Shared with me
              </Link>
            </>
          ) : (
            <>
              <p className="text-sm text-slate-700 wrap-anywhere">You are signed in as {email}. The invitation must have been sent to this address.</p>
              {accept.error && <Alert tone="error">{accept.error.message}</Alert>}
              <Button disabled={!token} loading={accept.isPending} onClick={() => accept.mutate(token, { onSuccess: () => setDone(true) })}>
                Accept invitation
              </Button>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
