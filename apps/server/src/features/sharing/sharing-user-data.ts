import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { exportJson, type UserDataSource } from '../../shared/user-data-source.ts';
import { withSharingUserTable } from './sharing-user-table.ts';

/**
 * Sharing (features/sharing): the shares a user made (with whom, what, when accepted or revoked),
 * those made to them, and the comments on either side. Deleting either account deletes the share
 * and its comments: the owner's shares, and every share naming the other person (as viewer, or by
 * the invited address).
 */
export function sharingUserData(database: Kysely<DatabaseSchema>, emailOf: (userId: string) => Promise<string | null>): UserDataSource {
  const db = withSharingUserTable(database);
  const shareColumns = ['id', 'scope', 'target_id', 'include_recording', 'created_at', 'expires_at', 'accepted_at', 'revoked_at'] as const;
  return {
    name: 'sharing',
    description:
      'sharing/shares-given.json: whom you invited to see which analyses (address, scope, recording included, accepted, revoked) and the comments they left; sharing/shares-received.json: what others shared with you and the comments you wrote.',
    async exportForUser(userId) {
      const given = await db.selectFrom('shares').select([...shareColumns, 'invited_email']).where('owner_id', '=', userId).orderBy('created_at', 'asc').execute();
      const received = await db.selectFrom('shares').select([...shareColumns, 'owner_id']).where('viewer_id', '=', userId).orderBy('created_at', 'asc').execute();
      const comments = db.selectFrom('share_comments').select(['share_id', 'analysis_id', 'at_seconds', 'body', 'created_at']).orderBy('created_at', 'asc');
      const onGiven = given.length ? await comments.where('share_id', 'in', given.map((share) => share.id)).execute() : [];
      const written = await comments.where('author_id', '=', userId).execute();
      const withComments = <T extends { id: string; include_recording: number }>(shares: T[], of: typeof written) =>
        shares.map((share) => ({ ...share, include_recording: share.include_recording === 1, comments: of.filter((c) => c.share_id === share.id) }));
      return [
        { path: 'sharing/shares-given.json', content: exportJson(withComments(given, onGiven)) },
        { path: 'sharing/shares-received.json', content: exportJson(withComments(received, written)) },
      ];
    },
    objectKeysOfUser: async () => [],
    async deleteForUser(userId) {
      const email = (await emailOf(userId))?.toLowerCase() ?? null;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('share_comments').where('author_id', '=', userId).execute();
        // Comments go with their shares (ON DELETE CASCADE).
        await trx
          .deleteFrom('shares')
          .where((eb) => eb.or([eb('owner_id', '=', userId), eb('viewer_id', '=', userId), ...(email ? [eb('invited_email', '=', email)] : [])]))
          .execute();
      });
    },
  };
}
