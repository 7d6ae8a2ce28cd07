import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The columns of `mock_answers` and `mock_answer_attempts` that held a recording's analysis; its analysis row holds them now. */
const STATE_COLUMNS = ['analysis_status', 'analysis_progress', 'analysis_error', 'analysis_result', 'analyzed_media_key'] as const;
const TABLES = ['mock_answers', 'mock_answer_attempts'] as const;

/**
 * One result store for every recording: each recorded mock answer and earlier attempt points at an analysis row
 * (`analysis_session_id`) that holds its status, progress, error and result, instead of keeping a copy of those
 * columns. `analysis_sessions.origin` tells the user's own analyses ('own': uploads and mock interview reports) from a
 * mock answer's ('mock_answer'), which no list, count or statistic of the user's analyses shows. The counting triggers
 * (migrations 015, 016) count and version only the user's own rows, so they are made again first; then every recorded
 * row gets its analysis, and the old columns go (SQLite 3.35+ drops a column once no index names it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('analysis_sessions').addColumn('origin', 'varchar(16)', (c) => c.notNull().defaultTo('own')).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);

  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('analysis_session_id', 'varchar(64)').execute();
    await moveStates(db, table);
    await db.schema.createIndex(`${table}_analysis_session`).on(table).column('analysis_session_id').execute();
    await db.schema.dropIndex(`${table}_analysis_status`).execute();
    for (const column of STATE_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}

interface StateRow {
  session_id: string;
  question_key: string;
  attempt: number | string;
  media_key: string | null;
  analysis_status: string | null;
  analysis_progress: number | string;
  analysis_error: string | null;
  analysis_result: string | null;
  analyzed_media_key: string | null;
  updated_at: string;
  user_id: string;
}

/**
 * Copies each recorded row's analysis state into a new analysis row. A finished state whose result belonged to an
 * earlier recording (`analyzed_media_key` differs) is queued again, as the answer job would have done.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function moveStates(db: Kysely<any>, table: (typeof TABLES)[number]): Promise<void> {
  const rows: StateRow[] = await db
    .selectFrom(`${table} as a`)
    .innerJoin('mock_sessions as m', 'm.id', 'a.session_id')
    .select([
      'a.session_id', 'a.question_key', 'a.attempt', 'a.media_key', 'a.analysis_status', 'a.analysis_progress', 'a.analysis_error',
      'a.analysis_result', 'a.analyzed_media_key', 'a.updated_at', 'm.user_id',
    ])
    .where('a.media_key', 'is not', null)
    .where('a.analysis_status', 'is not', null)
    .execute();
  for (const row of rows) {
    const ended = row.analysis_status === 'completed' || row.analysis_status === 'failed';
    const stale = ended && row.analyzed_media_key !== row.media_key;
    const status = stale ? 'queued' : row.analysis_status;
    const id = randomUUID();
    await db
      .insertInto('analysis_sessions')
      .values({
        session_id: id,
        user_id: row.user_id,
        video_upload_id: null,
        category: 'mock_interview',
        display_name: row.question_key,
        status,
        stage: status === 'completed' ? 'done' : status === 'processing' ? 'probe' : 'queued',
        progress: stale ? 0 : Number(row.analysis_progress),
        error: stale ? null : row.analysis_error,
        start_time: row.updated_at,
        end_time: ended && !stale ? row.updated_at : null,
        result: stale ? null : row.analysis_result,
        summary: null,
        report_files: null,
        created_at: row.updated_at,
        analysis_types: null,
        origin: 'mock_answer',
      })
      .execute();
    let update = db.updateTable(table).set({ analysis_session_id: id }).where('session_id', '=', row.session_id).where('question_key', '=', row.question_key);
    if (table === 'mock_answer_attempts') update = update.where('attempt', '=', Number(row.attempt));
    await update.execute();
  }
}

/** Migration 016's functions again, each leaving out mock answers' rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function analysis_session_counts_add() returns trigger language plpgsql as $$
    begin
      insert into analysis_session_counts (user_id, sessions, list_version)
        select user_id, count(*), nextval('analysis_list_versions') from added_sessions where origin = 'own' group by user_id order by user_id
        on conflict (user_id) do update
          set sessions = analysis_session_counts.sessions + excluded.sessions, list_version = excluded.list_version;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function analysis_session_counts_remove() returns trigger language plpgsql as $$
    begin
      update analysis_session_counts c set sessions = c.sessions - r.sessions, list_version = nextval('analysis_list_versions')
        from (select user_id, count(*) as sessions from removed_sessions where origin = 'own' group by user_id order by user_id) r
        where c.user_id = r.user_id;
      delete from analysis_session_counts where sessions = 0 and user_id in (select user_id from removed_sessions where origin = 'own');
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function analysis_session_counts_move() returns trigger language plpgsql as $$
    begin
      if new.origin <> 'own' then return null; end if;
      insert into analysis_session_counts (user_id, sessions, list_version) values (new.user_id, 1, nextval('analysis_list_versions'))
        on conflict (user_id) do update set sessions = analysis_session_counts.sessions + 1, list_version = excluded.list_version;
      update analysis_session_counts set sessions = sessions - 1, list_version = nextval('analysis_list_versions') where user_id = old.user_id;
      delete from analysis_session_counts where user_id = old.user_id and sessions = 0;
      return null;
    end $$`.execute(db);
  // Shared by analysis_sessions and video_uploads: only the former has an origin, so the session trigger gets its own.
  await sql`
    create function analysis_list_versions_session_bump() returns trigger language plpgsql as $$
    begin
      update analysis_session_counts c set list_version = nextval('analysis_list_versions')
        from (select user_id from old_rows where origin = 'own' union select user_id from new_rows where origin = 'own' order by user_id) u
        where c.user_id = u.user_id;
      return null;
    end $$`.execute(db);
  await sql`drop trigger analysis_list_versions_session_update on analysis_sessions`.execute(db);
  await sql`
    create trigger analysis_list_versions_session_update after update on analysis_sessions
      referencing old table as old_rows new table as new_rows for each statement execute function analysis_list_versions_session_bump()`.execute(db);
}

/** SQLite cannot change a trigger: migration 016's session triggers are made again, each only for the user's own rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const name of ['analysis_session_counts_insert', 'analysis_session_counts_delete', 'analysis_session_counts_update', 'analysis_list_versions_session_update']) {
    await sql.raw(`drop trigger ${name}`).execute(db);
  }
  const add = (user: string) =>
    `insert into analysis_session_counts (user_id, sessions, list_version) values (${user}, 1, random())
       on conflict (user_id) do update set sessions = sessions + 1, list_version = random();`;
  const remove = (user: string) =>
    `update analysis_session_counts set sessions = sessions - 1, list_version = random() where user_id = ${user};
     delete from analysis_session_counts where user_id = ${user} and sessions = 0;`;
  const bump = (users: string) => `update analysis_session_counts set list_version = random() where user_id in (${users});`;
  await sql.raw(`create trigger analysis_session_counts_insert after insert on analysis_sessions when new.origin = 'own' begin ${add('new.user_id')} end`).execute(db);
  await sql.raw(`create trigger analysis_session_counts_delete after delete on analysis_sessions when old.origin = 'own' begin ${remove('old.user_id')} end`).execute(db);
  await sql
    .raw(
      `create trigger analysis_session_counts_update after update of user_id on analysis_sessions
       when old.user_id is not new.user_id and new.origin = 'own'
       begin ${add('new.user_id')} ${remove('old.user_id')} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger analysis_list_versions_session_update after update on analysis_sessions when new.origin = 'own' begin ${bump('old.user_id, new.user_id')} end`)
    .execute(db);
}
