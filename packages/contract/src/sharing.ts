import { z } from 'zod';

/**
 * Sharing the owner controls (docs/decisions/022-who-may-see-what.md): the owner invites one person
 * by e-mail to see one analysis, one mock interview, or all their analyses; the invitee accepts from
 * the mail; the owner revokes at any time. Viewers read (scores, transcript, timeline, the recording
 * only when included) and leave time-stamped comments. Nothing is shared by default.
 */
export const SHARE_SCOPES = ['analysis', 'mock_interview', 'all'] as const;
export const shareScopeSchema = z.enum(SHARE_SCOPES);
export type ShareScope = z.infer<typeof shareScopeSchema>;

export const SHARE_STATUSES = ['pending', 'active', 'revoked', 'expired'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** How long an invitation link can be accepted. */
export const SHARE_INVITATION_DAYS = 7;
/** Shares (pending or active) one owner may hold at once. */
export const MAX_OPEN_SHARES = 100;
export const MAX_COMMENT_LENGTH = 2000;
/** Comments one viewer may leave on one analysis. */
export const MAX_COMMENTS_PER_ANALYSIS = 500;
/** The latest time stamp a comment may carry (a day, far beyond any recording). */
export const MAX_COMMENT_SECONDS = 86_400;

export const SHARING_BASE_PATH = '/api/sharing';
export const SHARING_PATHS = {
  /** GET: the owner's shares; POST: invite someone. */
  shares: '/api/sharing/shares/',
  /** DELETE: revoke (at once). */
  share: '/api/sharing/shares/{id}/',
  /** POST {token}: the signed-in invitee accepts. */
  accept: '/api/sharing/accept/',
  /** GET: every comment viewers left on the owner's analysis. */
  comments: '/api/sharing/comments/{analysis_id}/',
} as const;

/** "Shared with me" (`/admin-panel`): what viewers read and write. */
export const SHARED_WITH_ME_PATHS = {
  analyses: '/api/admin-panel/analyses/',
  analysis: '/api/admin-panel/analyses/{id}/',
  media: '/api/admin-panel/analyses/{id}/media/',
  comments: '/api/admin-panel/analyses/{id}/comments/',
} as const;

export const sharingUrls = {
  shares: (): string => SHARING_PATHS.shares,
  share: (id: string): string => `/api/sharing/shares/${encodeURIComponent(id)}/`,
  accept: (): string => SHARING_PATHS.accept,
  comments: (analysisId: string): string => `/api/sharing/comments/${encodeURIComponent(analysisId)}/`,
  sharedAnalyses: (page: number): string => `/api/admin-panel/analyses/?page=${page}`,
  sharedAnalysis: (id: string): string => `/api/admin-panel/analyses/${encodeURIComponent(id)}/`,
  sharedMedia: (id: string): string => `/api/admin-panel/analyses/${encodeURIComponent(id)}/media/`,
  sharedComments: (id: string): string => `/api/admin-panel/analyses/${encodeURIComponent(id)}/comments/`,
};

/** The web page the invitation mail links to (`?token=`). */
export const SHARE_ACCEPT_PAGE = '/shared/accept';

const idSchema = z.string().trim().min(1).max(200);

export const createShareRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid e-mail address')),
    scope: shareScopeSchema,
    /**
     * The analysis id (scope analysis); for scope mock_interview the mock interview's id or its report's
     * analysis id (the share then names the mock interview); absent for all.
     */
    target_id: idSchema.nullish(),
    include_recording: z.boolean().default(false),
  })
  .refine((body) => body.scope === 'all' || Boolean(body.target_id), { message: 'target_id is required for this scope', path: ['target_id'] });
export type CreateShareRequest = z.input<typeof createShareRequestSchema>;

export const shareSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The viewer's name once accepted (initials when their profile is hidden). */
  viewer_name: z.string().nullable(),
  scope: shareScopeSchema,
  target_id: z.string().nullable(),
  /** The analysis the share shows: the target (analysis), the report's analysis (mock interview, once it has one), null (all). */
  analysis_id: z.string().nullable(),
  include_recording: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

export const sharesResponseSchema = z.object({ status: z.literal('success'), shares: z.array(shareSchema) });
export type SharesResponse = z.infer<typeof sharesResponseSchema>;
export const shareResponseSchema = z.object({ status: z.literal('success'), share: shareSchema });

export const acceptShareRequestSchema = z.object({ token: z.string().trim().min(20).max(200) });
export const acceptShareResponseSchema = z.object({
  status: z.literal('success'),
  share: z.object({ id: z.string(), owner_name: z.string(), scope: shareScopeSchema }),
});
export type AcceptShareResponse = z.infer<typeof acceptShareResponseSchema>;

export const shareCommentSchema = z.object({
  id: z.string(),
  analysis_id: z.string(),
  at_seconds: z.number(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type ShareComment = z.infer<typeof shareCommentSchema>;
export const shareCommentsResponseSchema = z.object({ status: z.literal('success'), comments: z.array(shareCommentSchema) });
export type ShareCommentsResponse = z.infer<typeof shareCommentsResponseSchema>;

export const createCommentRequestSchema = z.object({
  at_seconds: z.number().finite().min(0, 'at_seconds must be at least 0').max(MAX_COMMENT_SECONDS, 'at_seconds is too large'),
  body: z.string().trim().min(1, 'Write a comment').max(MAX_COMMENT_LENGTH, `A comment has at most ${MAX_COMMENT_LENGTH} characters`),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;
export const commentResponseSchema = z.object({ status: z.literal('success'), comment: shareCommentSchema });

export const SHARE_NOT_FOUND = 'Share not found';
export const SHARE_TARGET_NOT_FOUND = 'Nothing of yours to share under that id';
export const CANNOT_SHARE_WITH_SELF = 'You cannot share with yourself';
export const TOO_MANY_SHARES = `You can have at most ${MAX_OPEN_SHARES} open shares; revoke some first`;
export const INVITATION_INVALID = 'This invitation link is invalid, revoked or already used';
export const INVITATION_EXPIRED = 'This invitation has expired; ask for a new one';
export const INVITATION_OTHER_EMAIL = 'This invitation was sent to a different e-mail address: sign in with that address to accept it';
export const INVITATION_UNVERIFIED = 'Verify your e-mail address before accepting an invitation';
export const RECORDING_NOT_SHARED = 'The recording of this analysis was not shared';
export const TOO_MANY_COMMENTS = `At most ${MAX_COMMENTS_PER_ANALYSIS} comments per analysis`;
export const SHARED_ANALYSIS_NOT_FOUND = 'Analysis not found';
/**
 * A viewer whose every share covering the analysis was revoked (the analysis still exists): 403 with this message on
 * the page, the recording and a comment, so the page can say so instead of offering Try Again.
 */
export const SHARE_WITHDRAWN = 'Access to this analysis was withdrawn by its owner';
export const SHARE_WITHDRAWN_STATUS = 403;

/** M:SS (or H:MM:SS) of a comment's time stamp. */
export function formatCommentTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Parses "0:42", "1:02:03" or "42" into seconds; null when it is not a time. */
export function parseCommentTime(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}(:\d{2}){0,2}$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part >= 60)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}
