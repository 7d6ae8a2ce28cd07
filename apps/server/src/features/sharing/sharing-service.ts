import { randomUUID } from 'node:crypto';
import type { SharedAnalysisItem } from '@rehearse/contract/admin-panel';
import { analysisResultSchema, type AnalysisResult } from '@rehearse/contract/analysis-result';
import { overallScoreOf } from '@rehearse/contract/overall-score';
import { summaryOverallMakeupOf } from '../../db/summary-overall.ts';
import {
  CANNOT_SHARE_WITH_SELF,
  INVITATION_EXPIRED,
  INVITATION_INVALID,
  INVITATION_OTHER_EMAIL,
  INVITATION_UNVERIFIED,
  MAX_COMMENTS_PER_ANALYSIS,
  MAX_OPEN_SHARES,
  RECORDING_NOT_SHARED,
  SHARE_INVITATION_DAYS,
  SHARE_NOT_FOUND,
  SHARE_TARGET_NOT_FOUND,
  SHARED_ANALYSIS_NOT_FOUND,
  SHARE_WITHDRAWN,
  SHARE_WITHDRAWN_STATUS,
  TOO_MANY_COMMENTS,
  TOO_MANY_SHARES,
  type CreateCommentRequest,
  type Share,
  type ShareComment,
  type ShareScope,
} from '@rehearse/contract/sharing';
import type { SessionUser } from '../../http/app-env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts';
import type { CommentRow, ShareCommentRepository } from './share-comment-repository.ts';
import type { ShareRepository, ShareRow } from './share-repository.ts';
import { shareStatusOf } from './share-status.ts';
import type { SharedAnalysisRow, SharedWithMe } from './shared-with-me.ts';
import { SharingProblem } from './sharing-problem.ts';
import { shareInvitationMail } from './sharing-mails.ts';
import { shareCommentMail, wantsCommentMail } from './comment-mail.ts';
import { visibleName } from './visible-name.ts';
import { readStoredJson } from '../../db/stored-json.ts';
import type { Logger } from '../../logging/logger.ts';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';

export interface SharingServiceDeps {
  shares: ShareRepository;
  /** Whether an analysis is the owner's (the analysis feature's read model). */
  analyses: Pick<AnalysisReadModel, 'isOwnedBy'>;
  sharedWithMe: SharedWithMe;
  comments: ShareCommentRepository;
  mailer: Mailer;
  publicUrl: string;
  /** Reports a stored result it cannot read, with the analysis's id. */
  logger: Logger;
  now?: () => Date;
}

const OWNER_LIST_LIMIT = 500;

/** The rules of sharing (decision 022): who may invite, accept, read, comment and revoke. */
export class SharingService {
  private readonly now: () => Date;

  constructor(private readonly deps: SharingServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async invite(owner: SessionUser, input: { email: string; scope: ShareScope; target_id?: string | null; include_recording: boolean }): Promise<Share> {
    const { shares } = this.deps;
    if (input.email === owner.email.toLowerCase()) throw new SharingProblem(400, CANNOT_SHARE_WITH_SELF);
    const targetId = await this.ownTarget(owner.id, input.scope, input.target_id ?? null);
    const now = this.now();
    if ((await shares.countOpen(owner.id, now.toISOString())) >= MAX_OPEN_SHARES) throw new SharingProblem(400, TOO_MANY_SHARES);
    const { token, hash } = newInvitationToken();
    const expiresAt = new Date(now.getTime() + SHARE_INVITATION_DAYS * 86_400_000).toISOString();
    const id = randomUUID();
    await shares.insert({
      id,
      owner_id: owner.id,
      invited_email: input.email,
      scope: input.scope,
      target_id: targetId,
      include_recording: input.include_recording ? 1 : 0,
      token_hash: hash,
      expires_at: expiresAt,
      viewer_id: null,
      created_at: now.toISOString(),
      accepted_at: null,
      revoked_at: null,
    });
    const person = await shares.person(owner.id);
    await this.deps.mailer.send(
      shareInvitationMail({
        to: input.email,
        ownerName: visibleName(person?.name ?? owner.name, person?.settings ?? null),
        scope: input.scope,
        includeRecording: input.include_recording,
        token,
        publicUrl: this.deps.publicUrl,
        expiresAt,
      }),
    );
    return this.shareOf(owner.id, id);
  }

  async list(ownerId: string): Promise<Share[]> {
    const now = this.now();
    return (await this.deps.shares.ofOwner(ownerId, OWNER_LIST_LIMIT)).map((row) => toShare(row, now));
  }

  async revoke(ownerId: string, id: string): Promise<Share> {
    if (!(await this.deps.shares.revoke(ownerId, id, this.now().toISOString()))) {
      // Revoking twice is fine; someone else's share, or none, is not found.
      if (!(await this.deps.shares.findOwned(ownerId, id))) throw new SharingProblem(404, SHARE_NOT_FOUND);
    }
    return this.shareOf(ownerId, id);
  }

  /** The signed-in invitee accepts: the token must be live and their verified address the invited one. */
  async accept(viewer: SessionUser, token: string): Promise<{ id: string; owner_name: string; scope: ShareScope }> {
    const { shares } = this.deps;
    const hash = hashInvitationToken(token);
    const row = await shares.findByTokenHash(hash);
    if (!row || row.revoked_at) throw new SharingProblem(404, INVITATION_INVALID);
    if (Date.parse(row.expires_at) <= this.now().getTime()) throw new SharingProblem(410, INVITATION_EXPIRED);
    if (!viewer.emailVerified) throw new SharingProblem(403, INVITATION_UNVERIFIED);
    if (viewer.email.toLowerCase() !== row.invited_email) throw new SharingProblem(403, INVITATION_OTHER_EMAIL);
    if (viewer.id === row.owner_id) throw new SharingProblem(400, CANNOT_SHARE_WITH_SELF);
    if (!(await shares.accept(row.id, hash, viewer.id, this.now().toISOString()))) throw new SharingProblem(404, INVITATION_INVALID);
    const owner = await shares.person(row.owner_id);
    return { id: row.id, owner_name: owner ? visibleName(owner.name, owner.settings) : '?', scope: row.scope };
  }

  async commentsForOwner(ownerId: string, analysisId: string): Promise<ShareComment[]> {
    if (!(await this.deps.analyses.isOwnedBy(analysisId, ownerId))) throw new SharingProblem(404, SHARED_ANALYSIS_NOT_FOUND);
    return (await this.deps.comments.onOwnersAnalysis(ownerId, analysisId)).map(toComment);
  }

  async sharedWithMe(viewerId: string, page: { limit: number; offset: number }): Promise<{ analyses: SharedAnalysisItem[]; total: number }> {
    const { rows, total } = await this.deps.sharedWithMe.list(viewerId, page);
    return { analyses: rows.map(toItem), total };
  }

  async sharedAnalysis(viewerId: string, id: string): Promise<{ analysis: SharedAnalysisItem; results: AnalysisResult; comments: ShareComment[] }> {
    const found = await this.visibleTo(viewerId, id);
    const stored = found.result ? readStoredJson(found.result, analysisResultSchema) : null;
    if (stored && !stored.readable) this.deps.logger.warn({ analysisId: id, reason: stored.reason }, 'shared analysis result unreadable; answered as not found');
    if (!stored?.readable) throw new SharingProblem(404, SHARED_ANALYSIS_NOT_FOUND);
    const comments = (await this.deps.comments.byAuthor(viewerId, id)).map(toComment);
    return { analysis: toItem(found), results: stored.value, comments };
  }

  /** The owner and analysis whose recording a viewer may stream; refused unless a covering share includes it. */
  async recordingOf(viewerId: string, id: string): Promise<{ ownerId: string; analysisId: string }> {
    const found = await this.visibleTo(viewerId, id);
    if (!found.recording) throw new SharingProblem(403, RECORDING_NOT_SHARED);
    return { ownerId: found.owner_id, analysisId: found.session_id };
  }

  async comment(viewerId: string, id: string, input: CreateCommentRequest): Promise<ShareComment> {
    const found = await this.visibleTo(viewerId, id);
    if ((await this.deps.comments.countByAuthor(viewerId, id)) >= MAX_COMMENTS_PER_ANALYSIS) throw new SharingProblem(400, TOO_MANY_COMMENTS);
    const commentId = randomUUID();
    await this.deps.comments.insert({
      id: commentId,
      share_id: found.share_id,
      analysis_id: id,
      author_id: viewerId,
      at_seconds: input.at_seconds,
      body: input.body,
      created_at: this.now().toISOString(),
    });
    const mine = await this.deps.comments.byAuthor(viewerId, id);
    const created = mine.find((row) => row.id === commentId);
    if (!created) throw new SharingProblem(404, SHARED_ANALYSIS_NOT_FOUND);
    const comment = toComment(created);
    await this.tellOwner(found.owner_id, found.display_name, comment);
    return comment;
  }

  /** The analysis as shared with the viewer; 403 with SHARE_WITHDRAWN when its owner revoked their access, else 404. */
  private async visibleTo(viewerId: string, id: string) {
    const found = await this.deps.sharedWithMe.find(viewerId, id);
    if (found) return found;
    if (await this.deps.sharedWithMe.withdrawn(viewerId, id)) throw new SharingProblem(SHARE_WITHDRAWN_STATUS, SHARE_WITHDRAWN);
    throw new SharingProblem(404, SHARED_ANALYSIS_NOT_FOUND);
  }

  /** Mails the owner the comment unless they turned comment mails off; the comment is saved whether or not the mail goes. */
  private async tellOwner(ownerId: string, analysisTitle: string, comment: ShareComment): Promise<void> {
    try {
      const owner = await this.deps.shares.person(ownerId);
      if (!owner || !wantsCommentMail(owner.settings)) return;
      await this.deps.mailer.send(
        shareCommentMail({
          to: owner.email,
          authorName: comment.author_name,
          analysisTitle,
          analysisId: comment.analysis_id,
          atSeconds: comment.at_seconds,
          body: comment.body,
          publicUrl: this.deps.publicUrl,
        }),
      );
    } catch (error) {
      this.deps.logger.warn({ err: error, analysisId: comment.analysis_id, commentId: comment.id }, 'comment saved; the mail to its owner was not sent');
    }
  }

  /** What the share will name: the owner's analysis, the owner's mock interview (by its id or its report's), or nothing for all. */
  private async ownTarget(ownerId: string, scope: ShareScope, requested: string | null): Promise<string | null> {
    if (scope === 'all') return null;
    const { shares } = this.deps;
    let found: string | undefined;
    if (requested && scope === 'analysis' && (await this.deps.analyses.isOwnedBy(requested, ownerId))) found = requested;
    if (requested && scope === 'mock_interview') found = await shares.ownMockInterviewId(ownerId, requested);
    if (!found) throw new SharingProblem(404, SHARE_TARGET_NOT_FOUND);
    return found;
  }

  private async shareOf(ownerId: string, id: string): Promise<Share> {
    const row = await this.deps.shares.findOwned(ownerId, id);
    if (!row) throw new SharingProblem(404, SHARE_NOT_FOUND);
    return toShare(row, this.now());
  }
}

function toShare(row: ShareRow, now: Date): Share {
  return {
    id: row.id,
    email: row.invited_email,
    viewer_name: row.viewer_name === null ? null : visibleName(row.viewer_name, row.viewer_settings),
    scope: row.scope,
    target_id: row.target_id,
    analysis_id: row.scope === 'analysis' ? row.target_id : row.scope === 'mock_interview' ? row.mock_analysis_id : null,
    include_recording: row.include_recording === 1,
    status: shareStatusOf(row, now),
    created_at: row.created_at,
    expires_at: row.expires_at,
    accepted_at: row.accepted_at,
    revoked_at: row.revoked_at,
  };
}

function toItem(row: SharedAnalysisRow): SharedAnalysisItem {
  const score = overallScoreOf(row.summary);
  return {
    id: row.session_id,
    owner_name: visibleName(row.owner_name, row.owner_settings),
    title: row.display_name,
    score,
    overall_makeup: score === null ? null : summaryOverallMakeupOf(row.summary),
    date: row.created_at,
    recording: row.recording,
  };
}

function toComment(row: CommentRow): ShareComment {
  return {
    id: row.id,
    analysis_id: row.analysis_id,
    at_seconds: Number(row.at_seconds),
    body: row.body,
    author_name: row.author_name === null ? 'Former viewer' : visibleName(row.author_name, row.author_settings),
    created_at: row.created_at,
  };
}
