import type { Kysely } from 'kysely';

/**
 * `video_uploads.speaker_setup`: what the user said the recording is at upload — 'one_answer' (voices are never
 * separated) or 'interview' (an interviewer's turns are found and left out). Rows from before are 'interview': they
 * were analysed with voices separated, and a re-run must not change that.
 * `analysis_sessions.result_revision`: a random id replaced by every rewrite of a completed result (a speaker
 * correction); a rewrite is conditional on the revision it read, and its report files are stored under it. Null: the
 * result the analysis wrote, with its report files under the session's folder.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('video_uploads').addColumn('speaker_setup', 'varchar(16)', (col) => col.notNull().defaultTo('interview')).execute();
  await db.schema.alterTable('analysis_sessions').addColumn('result_revision', 'varchar(64)').execute();
}
