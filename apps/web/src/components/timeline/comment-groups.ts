import type { ShareComment } from '@rehearse/contract/sharing';

export type TimelineComment = Pick<ShareComment, 'id' | 'at_seconds' | 'body' | 'author_name'>;

export interface CommentGroup {
  /** The whole second the comments are at (time stamps are shown as M:SS). */
  seconds: number;
  comments: TimelineComment[];
}

/** Comments gathered by the second they name, in time order, so two viewers' notes on one moment share one mark instead of hiding each other. */
export function commentGroups(comments: readonly TimelineComment[]): CommentGroup[] {
  const bySecond = new Map<number, TimelineComment[]>();
  for (const comment of comments) {
    const second = Math.max(0, Math.floor(comment.at_seconds));
    bySecond.set(second, [...(bySecond.get(second) ?? []), comment]);
  }
  return [...bySecond.entries()].sort(([a], [b]) => a - b).map(([seconds, group]) => ({ seconds, comments: group }));
}
