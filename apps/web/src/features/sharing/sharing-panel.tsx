import { formatCommentTime, type ShareScope } from '@rehearse/contract/sharing';
import { Share2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { notify } from '../../lib/toast.ts';
import { SCOPE_LABELS, scopesOffered, sharesCovering, STATUS_LABELS } from './share-labels.ts';
import { useInvite } from './api/create-share.ts';
import { useShares } from './api/get-shares.ts';
import { useViewerComments } from '../../lib/viewer-comments.ts';
import { useRevoke } from './api/revoke-share.ts';
import { SCOPE_DEFAULT_NOTE } from './share-labels.ts';

/**
 * The owner's sharing of one analysis (decision 022): invite a coach or mentor by e-mail, see who
 * has access and revoke it, and read the time-stamped comments viewers left (a click seeks there).
 * On a mock interview's report it shares the mock interview (the server finds it from the report's id).
 */
export function SharingPanel({ analysisId, onSeek, mockInterview = false }: { analysisId: string; onSeek?: (seconds: number) => void; mockInterview?: boolean }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const scopes = scopesOffered(mockInterview);
  const [scope, setScope] = useState<ShareScope>(scopes[0] ?? 'all');
  const [includeRecording, setIncludeRecording] = useState(false);
  const shares = useShares();
  const comments = useViewerComments(analysisId);
  const invite = useInvite();
  const revoke = useRevoke();
  // A mock interview's answers are recorded one by one and stay private (decision 022); only uploads have a recording to include.
  const recordingOffered = scope !== 'mock_interview';
  const covering = sharesCovering(shares.data?.shares ?? [], analysisId).filter((s) => s.status === 'pending' || s.status === 'active');

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { email, scope, target_id: scope === 'all' ? null : analysisId, include_recording: recordingOffered && includeRecording },
      {
        onSuccess: () => {
          notify.success(`Invitation sent to ${email}`);
          setEmail('');
        },
        onError: (error) => notify.error(error.message),
      },
    );
  }

  return (
    <Card>
      <CardHeader title="Share" icon={<Share2 className="size-5" aria-hidden="true" />} description={SCOPE_DEFAULT_NOTE} />
      <CardBody className="space-y-5">
        <form onSubmit={submit} className="space-y-3" aria-label="Invite someone">
          <Input id={`${id}-email`} label="Their e-mail" type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Select
            id={`${id}-scope`}
            label="What they may see"
            value={scope}
            onChange={(e) => setScope(e.target.value as ShareScope)}
            options={scopes.map((value) => ({ value, label: SCOPE_LABELS[value] }))}
          />
          {recordingOffered ? (
            <Checkbox id={`${id}-recording`} label="Include the recording" checked={includeRecording} onChange={(e) => setIncludeRecording(e.target.checked)} />
          ) : (
            <p className="text-sm text-slate-500">The answers’ recordings stay private; they see the scores and feedback.</p>
          )}
          <Button type="submit" loading={invite.isPending} className="w-full">
            Send invitation
          </Button>
        </form>
        <section aria-labelledby={`${id}-access`}>
          <h3 id={`${id}-access`} className="text-sm font-semibold text-slate-900">
            Who has access
          </h3>
          {covering.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">Only you.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {covering.map((share) => (
                <li key={share.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 break-all text-slate-700">
                    {share.viewer_name ?? share.email} · {STATUS_LABELS[share.status]} · {SCOPE_LABELS[share.scope]}
                    {share.include_recording ? ' · with recording' : ''}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke access for ${share.email}`}
                    loading={revoke.isPending && revoke.variables === share.id}
                    onClick={() => revoke.mutate(share.id, { onSuccess: () => notify.success(`Access revoked for ${share.email}`), onError: (error) => notify.error(error.message) })}
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${id}-comments`}>
          <h3 id={`${id}-comments`} className="text-sm font-semibold text-slate-900">
            Comments from viewers
          </h3>
          {(comments.data?.comments.length ?? 0) === 0 ? (
            <p className="mt-1 text-sm text-slate-500">No comments yet.</p>
          ) : (
            <ul className="mt-2 space-y-2" aria-label="Comments from viewers">
              {comments.data?.comments.map((comment) => (
                <li key={comment.id} className="text-sm text-slate-700">
                  <button type="button" className="font-mono font-semibold text-indigo-700 hover:underline" onClick={() => onSeek?.(comment.at_seconds)} aria-label={`Go to ${formatCommentTime(comment.at_seconds)}`}>
                    {formatCommentTime(comment.at_seconds)}
                  </button>{' '}
                  — {comment.body} <span className="text-slate-500">({comment.author_name})</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardBody>
    </Card>
  );
}
