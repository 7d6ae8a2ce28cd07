import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each user's list version (docs/decisions/020): a value in `analysis_session_counts.list_version`
 * that the database replaces whenever anything a list page of that user shows may have changed — a
 * session added, removed, moved or updated (status, progress, summary, names, times), or its upload
 * renamed. API instances keep recent list pages with the version they were read at and
 * answer them again only while one primary-key lookup still finds that version, so a kept page is
 * never staler than the database, whichever instance or worker changed it.
 *
 * A new version is never one the user had before, also after the user's row went away with their
 * last session: PostgreSQL takes it from a sequence, SQLite from random() (64 bits).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('analysis_session_counts')
    .addColumn('list_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** Migration 015's functions again, each also taking a new version; plus statement-level bumps on updates. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`create sequence analysis_list_versions`.execute(db);
  await sql`update analysis_session_counts set list_version = nextval('analysis_list_versions')`.execute(db);
  await sql`
    create or replace function analysis_session_counts_add() returns trigger language plpgsql as $$
    begin
      insert into analysis_session_counts (user_id, sessions, list_version)
        select user_id, count(*), nextval('analysis_list_versions') from added_sessions group by user_id order by user_id
        on conflict (user_id) do update
          set sessions = analysis_session_counts.sessions + excluded.sessions, list_version = excluded.list_version;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function analysis_session_counts_remove() returns trigger language plpgsql as $$
    begin
      update analysis_session_counts c set sessions = c.sessions - r.sessions, list_version = nextval('analysis_list_versions')
        from (select user_id, count(*) as sessions from removed_sessions group by user_id order by user_id) r
        where c.user_id = r.user_id;
      delete from analysis_session_counts where sessions = 0 and user_id in (select user_id from removed_sessions);
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function analysis_session_counts_move() returns trigger language plpgsql as $$
    begin
      insert into analysis_session_counts (user_id, sessions, list_version) values (new.user_id, 1, nextval('analysis_list_versions'))
        on conflict (user_id) do update set sessions = analysis_session_counts.sessions + 1, list_version = excluded.list_version;
      update analysis_session_counts set sessions = sessions - 1, list_version = nextval('analysis_list_versions') where user_id = old.user_id;
      delete from analysis_session_counts where user_id = old.user_id and sessions = 0;
      return null;
    end $$`.execute(db);
  // Every update statement (progress, status, summary, result…), once per statement for all its users;
  // an update trigger with transition tables cannot name columns, so writes of `result` bump it too.
  await sql`
    create function analysis_list_versions_bump() returns trigger language plpgsql as $$
    begin
      update analysis_session_counts c set list_version = nextval('analysis_list_versions')
        from (select user_id from old_rows union select user_id from new_rows order by user_id) u
        where c.user_id = u.user_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analysis_list_versions_session_update after update on analysis_sessions
      referencing old table as old_rows new table as new_rows for each statement execute function analysis_list_versions_bump()`.execute(db);
  // A list row shows its upload's original file name (an upload cannot be removed while its session stays: a foreign key).
  await sql`
    create trigger analysis_list_versions_upload_update after update on video_uploads
      referencing old table as old_rows new table as new_rows for each statement execute function analysis_list_versions_bump()`.execute(db);
}

/** SQLite cannot change a trigger: migration 015's three are made again with the version, next to the new ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`update analysis_session_counts set list_version = random()`.execute(db);
  for (const name of ['analysis_session_counts_insert', 'analysis_session_counts_delete', 'analysis_session_counts_update']) {
    await sql.raw(`drop trigger ${name}`).execute(db);
  }
  const add = (user: string) =>
    `insert into analysis_session_counts (user_id, sessions, list_version) values (${user}, 1, random())
       on conflict (user_id) do update set sessions = sessions + 1, list_version = random();`;
  const remove = (user: string) =>
    `update analysis_session_counts set sessions = sessions - 1, list_version = random() where user_id = ${user};
     delete from analysis_session_counts where user_id = ${user} and sessions = 0;`;
  const bump = (users: string) => `update analysis_session_counts set list_version = random() where user_id in (${users});`;
  await sql.raw(`create trigger analysis_session_counts_insert after insert on analysis_sessions begin ${add('new.user_id')} end`).execute(db);
  await sql.raw(`create trigger analysis_session_counts_delete after delete on analysis_sessions begin ${remove('old.user_id')} end`).execute(db);
  await sql
    .raw(
      `create trigger analysis_session_counts_update after update of user_id on analysis_sessions when old.user_id is not new.user_id
       begin ${add('new.user_id')} ${remove('old.user_id')} end`,
    )
    .execute(db);
  await sql.raw(`create trigger analysis_list_versions_session_update after update on analysis_sessions begin ${bump('old.user_id, new.user_id')} end`).execute(db);
  await sql.raw(`create trigger analysis_list_versions_upload_update after update on video_uploads begin ${bump('old.user_id, new.user_id')} end`).execute(db);
}
