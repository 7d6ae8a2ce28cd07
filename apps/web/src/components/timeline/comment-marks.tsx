import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { formatTimestamp } from '../../lib/timestamp.ts';
import { commentGroups, type CommentGroup, type TimelineComment } from './comment-groups.ts';
import { markPercent } from './mark-percent.ts';

export interface CommentMarksProps {
  comments: readonly TimelineComment[];
  /** The first and last measured second: the chart's x range. */
  start: number;
  end: number;
  /** Pixels the chart's plot area is inset from its left and right edges, so a mark sits under its time. */
  inset: { left: number; right: number };
  onSeek?: (seconds: number) => void;
}

function markLabel(group: CommentGroup): string {
  const at = formatTimestamp(group.seconds);
  const [only] = group.comments;
  return group.comments.length === 1 && only ? `Comment at ${at} by ${only.author_name}` : `${group.comments.length} comments at ${at}`;
}

function CommentLine({ comment }: { comment: TimelineComment }) {
  return (
    <>
      <span className="font-mono font-semibold text-violet-900">{formatTimestamp(comment.at_seconds)}</span> — {comment.body} <span className="text-slate-500">({comment.author_name})</span>
    </>
  );
}

/**
 * Viewers' comments as marks under the timeline chart, one per second commented on. Choosing a mark
 * (click, or Enter/Space on the focused mark) shows its comments below and seeks the recording there.
 */
export function CommentMarks({ comments, start, end, inset, onSeek }: CommentMarksProps) {
  const detailId = useId();
  const [openSecond, setOpenSecond] = useState<number | null>(null);
  const groups = commentGroups(comments);
  const open = groups.find((g) => g.seconds === openSecond) ?? null;
  return (
    <div className="mt-2">
      <div role="group" aria-label="Comments on the timeline" className="relative h-7" style={{ marginLeft: inset.left, marginRight: inset.right }}>
        {groups.map((group) => {
          const chosen = group.seconds === openSecond;
          return (
            <button
              key={group.seconds}
              type="button"
              aria-label={markLabel(group)}
              aria-expanded={chosen}
              aria-controls={detailId}
              title={group.comments.map((c) => `${formatTimestamp(c.at_seconds)} — ${c.body}`).join('\n')}
              className={cx(
                'absolute top-0 flex size-7 -translate-x-1/2 items-center justify-center rounded-full border-2 border-white text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
                chosen ? 'bg-violet-800' : 'bg-violet-600 hover:bg-violet-700',
              )}
              style={{ left: `${markPercent(group.seconds, start, end)}%` }}
              onClick={() => {
                setOpenSecond(chosen ? null : group.seconds);
                if (!chosen) onSeek?.(group.seconds);
              }}
            >
              {group.comments.length > 1 ? <span className="text-xs font-semibold">{group.comments.length}</span> : <MessageSquare className="size-3.5" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      <div id={detailId} aria-live="polite">
        {open && (
          <ul className="mt-2 space-y-1 rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm break-words text-slate-800">
            {open.comments.map((comment) => (
              <li key={comment.id}>
                <CommentLine comment={comment} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
