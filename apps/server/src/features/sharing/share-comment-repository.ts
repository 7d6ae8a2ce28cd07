import type { ShareCommentsTable } from './sharing-tables.ts';
import type { SharingDb } from './sharing-user-table.ts';

export type CommentRow = ShareCommentsTable & { author_name: string | null; author_settings: string | null };

/** SQL of the viewers' time-stamped comments. */
export class ShareCommentRepository {
  constructor(private readonly db: SharingDb) {}

  async insert(row: ShareCommentsTable): Promise<void> {
    await this.db.insertInto('share_comments').values(row).execute();
  }

  private withAuthor() {
    return this.db
      .selectFrom('share_comments as c')
      .innerJoin('shares as sh', 'sh.id', 'c.share_id')
      .leftJoin('user as a', 'a.id', 'c.author_id')
      .selectAll('c')
      .select(['a.name as author_name', 'a.settings as author_settings'])
      .orderBy('c.at_seconds', 'asc')
      .orderBy('c.created_at', 'asc');
  }

  /** Every comment on an analysis of this owner (through the owner's own shares only). */
  async onOwnersAnalysis(ownerId: string, analysisId: string): Promise<CommentRow[]> {
    return this.withAuthor().where('sh.owner_id', '=', ownerId).where('c.analysis_id', '=', analysisId).execute();
  }

  /** The comments one viewer left on an analysis (viewers never see each other's). */
  async byAuthor(authorId: string, analysisId: string): Promise<CommentRow[]> {
    return this.withAuthor().where('c.author_id', '=', authorId).where('c.analysis_id', '=', analysisId).execute();
  }

  /** Comments a viewer may keep adding: a generous cap so one share cannot fill the database. */
  async countByAuthor(authorId: string, analysisId: string): Promise<number> {
    const row = await this.db
      .selectFrom('share_comments')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('author_id', '=', authorId)
      .where('analysis_id', '=', analysisId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
