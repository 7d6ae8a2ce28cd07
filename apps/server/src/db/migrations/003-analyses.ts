import type { Kysely } from 'kysely';

/** Uploads, analysis sessions and their results. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_uploads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('original_filename', 'varchar(1024)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(512)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('video_uploads_user_time').on('video_uploads').columns(['user_id', 'created_at']).execute();
  // The retention sweep: files still stored, oldest first.
  await db.schema.createIndex('video_uploads_retention').on('video_uploads').columns(['deleted_at', 'created_at']).execute();

  await db.schema
    .createTable('analysis_sessions')
    .addColumn('session_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('video_upload_id', 'varchar(64)', (c) => c.unique().references('video_uploads.id'))
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(1024)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('stage', 'varchar(16)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('start_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(32)')
    .addColumn('result', 'text')
    .addColumn('summary', 'text')
    .addColumn('report_files', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Lists (newest first) and the detail lookup by file name, both per user.
  await db.schema.createIndex('analysis_sessions_user_time').on('analysis_sessions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('analysis_sessions_user_name').on('analysis_sessions').columns(['user_id', 'display_name', 'created_at']).execute();
  // Restart recovery looks for unfinished sessions.
  await db.schema.createIndex('analysis_sessions_status').on('analysis_sessions').column('status').execute();
}
