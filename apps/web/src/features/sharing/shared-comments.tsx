import { formatCommentTime, MAX_COMMENT_LENGTH, parseCommentTime, type ShareComment } from '@rehearse/contract/sharing';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { notify } from '../../lib/toast.ts';
import { useAddComment } from './api/add-comment.ts';
import { isWithdrawnShare } from './withdrawn-share.ts';

/** The viewer's time-stamped comments on a shared analysis ("0:42 — you looked away…"), and the form to add one. */
export function SharedComments({ analysisId, comments, currentTime, onRefused }: {
  analysisId: string;
  comments: readonly ShareComment[];
  currentTime: () => number | null;
  /** Called instead of a toast when the owner withdrew the viewer's access: the page then shows that and stops. */
  onRefused: (error: Error) => void;
}) {
  const id = useId();
  const [time, setTime] = useState('0:00');
  const [text, setText] = useState('');
  const [timeError, setTimeError] = useState<string | undefined>();
  const add = useAddComment(analysisId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const seconds = parseCommentTime(time);
    if (seconds === null) {
      setTimeError('Write the time as M:SS, e.g. 0:42');
      return;
    }
    setTimeError(undefined);
    add.mutate(
      { at_seconds: seconds, body: text },
      {
        onSuccess: () => {
          setText('');
          notify.success('Comment saved');
        },
        onError: (error) => (isWithdrawnShare(error) ? onRefused(error) : notify.error(error.message)),
      },
    );
  }

  return (
    <Card className="mt-6">
      <CardHeader title="Your comments" description="The owner sees them on their timeline." />
      <CardBody className="space-y-4">
        {comments.length === 0 ? (
          <p className="text-sm text-slate-500">No comments yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Your comments">
            {comments.map((comment) => (
              <li key={comment.id} className="text-sm break-words text-slate-700">
                <span className="font-mono font-semibold text-slate-900">{formatCommentTime(comment.at_seconds)}</span> — {comment.body}
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="space-y-3" aria-label="Add a comment">
          <div className="flex items-end gap-2">
            <div className="w-28">
              <Input id={`${id}-time`} label="At (M:SS)" inputMode="numeric" value={time} error={timeError} onChange={(e) => setTime(e.target.value)} />
            </div>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                const now = currentTime();
                if (now !== null) setTime(formatCommentTime(now));
              }}
            >
              Use video time
            </Button>
          </div>
          <Textarea id={`${id}-body`} label="Comment" required maxLength={MAX_COMMENT_LENGTH} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="submit" loading={add.isPending}>
            Add comment
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
