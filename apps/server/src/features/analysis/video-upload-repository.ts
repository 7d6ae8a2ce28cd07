import type { Insertable, Selectable } from 'kysely';
import type { AnalysisDb, VideoUploadsTable } from './analysis-tables.ts';

export type VideoUpload = Selectable<VideoUploadsTable>;

/** SQL for `video_uploads`. Every read by id is scoped to its owner. */
export class VideoUploadRepository {
  constructor(private readonly db: AnalysisDb) {}

  async insert(upload: Insertable<VideoUploadsTable>): Promise<void> {
    await this.db.insertInto('video_uploads').values(upload).execute();
  }

  /** Bulk insert (seeding, imports): in chunks that stay under SQLite's bound-parameter limit. */
  async insertMany(uploads: readonly Insertable<VideoUploadsTable>[]): Promise<void> {
    for (let i = 0; i < uploads.length; i += 500) await this.db.insertInto('video_uploads').values(uploads.slice(i, i + 500)).execute();
  }

  async findOwned(userId: string, id: string): Promise<VideoUpload | null> {
    const row = await this.db.selectFrom('video_uploads').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  async findById(id: string): Promise<VideoUpload | null> {
    const row = await this.db.selectFrom('video_uploads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /** Uploads whose file is still stored and that were made before `before` (ISO), oldest first. */
  async listStoredBefore(before: string, limit: number): Promise<VideoUpload[]> {
    const rows = await this.db
      .selectFrom('video_uploads')
      .selectAll()
      .where('deleted_at', 'is', null)
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map(normalise);
  }

  async deleteById(id: string): Promise<void> {
    await this.db.deleteFrom('video_uploads').where('id', '=', id).execute();
  }

  /**
   * Uploads still stored whose analysis was never started. Two uploads racing past the limit can
   * both be let in; the limit is there to stop a full disk, not to count exactly.
   */
  async countUnstarted(userId: string): Promise<number> {
    const row = await this.unstarted()
      .where('u.user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Never-started uploads still stored that were made before `before` (ISO), oldest first. */
  async listUnstartedBefore(before: string, limit: number): Promise<VideoUpload[]> {
    const rows = await this.unstarted().selectAll('u').where('u.created_at', '<', before).orderBy('u.created_at').limit(limit).execute();
    return rows.map(normalise);
  }

  private unstarted() {
    return this.db
      .selectFrom('video_uploads as u')
      .leftJoin('analysis_sessions as s', 's.video_upload_id', 'u.id')
      .where('u.deleted_at', 'is', null)
      .where('s.session_id', 'is', null);
  }

  async markDeleted(id: string, at: string): Promise<void> {
    await this.db.updateTable('video_uploads').set({ deleted_at: at }).where('id', '=', id).execute();
  }
}

/** BIGINT/DOUBLE arrive as strings from some drivers; the rest of the code sees numbers. */
function normalise(row: VideoUpload): VideoUpload {
  return { ...row, size: Number(row.size), duration: Number(row.duration) };
}
