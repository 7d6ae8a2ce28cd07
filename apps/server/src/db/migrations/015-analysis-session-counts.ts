import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each user's number of analysis sessions, kept by the database itself (docs/decisions/019): every
 * list page answers the total, and counting a user's 10 000 rows on each page cost more than the
 * page. Triggers keep it exact on every path that adds, removes or moves a session (the app's
 * inserts, single deletes, account deletion, bulk statements, anything run by hand); a user with no
 * sessions has no row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analysis_session_counts')
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into analysis_session_counts (user_id, sessions) select user_id, count(*) from analysis_sessions group by user_id`.execute(db);
}

/**
 * Statement-level triggers with transition tables: a statement that adds or removes 10 000 rows
 * (account deletion) changes each user's row once. Users are locked in user_id order, so two
 * statements touching the same users cannot deadlock on their counts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function analysis_session_counts_add() returns trigger language plpgsql as $$
    begin
      insert into analysis_session_counts (user_id, sessions)
        select user_id, count(*) from added_sessions group by user_id order by user_id
        on conflict (user_id) do update set sessions = analysis_session_counts.sessions + excluded.sessions;
      return null;
    end $$`.execute(db);
  await sql`
    create function analysis_session_counts_remove() returns trigger language plpgsql as $$
    begin
      update analysis_session_counts c set sessions = c.sessions - r.sessions
        from (select user_id, count(*) as sessions from removed_sessions group by user_id order by user_id) r
        where c.user_id = r.user_id;
      delete from analysis_session_counts where sessions = 0 and user_id in (select user_id from removed_sessions);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analysis_session_counts_insert after insert on analysis_sessions
      referencing new table as added_sessions for each statement execute function analysis_session_counts_add()`.execute(db);
  await sql`
    create trigger analysis_session_counts_delete after delete on analysis_sessions
      referencing old table as removed_sessions for each statement execute function analysis_session_counts_remove()`.execute(db);
  // The app never moves a session to another user; a statement that does is counted all the same. Row-level and
  // only when user_id changes, so the frequent progress updates pay nothing.
  await sql`
    create function analysis_session_counts_move() returns trigger language plpgsql as $$
    begin
      insert into analysis_session_counts (user_id, sessions) values (new.user_id, 1)
        on conflict (user_id) do update set sessions = analysis_session_counts.sessions + 1;
      update analysis_session_counts set sessions = sessions - 1 where user_id = old.user_id;
      delete from analysis_session_counts where user_id = old.user_id and sessions = 0;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analysis_session_counts_update after update of user_id on analysis_sessions
      for each row when (old.user_id is distinct from new.user_id) execute function analysis_session_counts_move()`.execute(db);
}

/** SQLite has row-level triggers only; each is a couple of index lookups on the counts table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const add = (user: string) =>
    `insert into analysis_session_counts (user_id, sessions) values (${user}, 1) on conflict (user_id) do update set sessions = sessions + 1;`;
  const remove = (user: string) =>
    `update analysis_session_counts set sessions = sessions - 1 where user_id = ${user};
     delete from analysis_session_counts where user_id = ${user} and sessions = 0;`;
  await sql.raw(`create trigger analysis_session_counts_insert after insert on analysis_sessions begin ${add('new.user_id')} end`).execute(db);
  await sql.raw(`create trigger analysis_session_counts_delete after delete on analysis_sessions begin ${remove('old.user_id')} end`).execute(db);
  await sql
    .raw(
      `create trigger analysis_session_counts_update after update of user_id on analysis_sessions when old.user_id is not new.user_id
       begin ${add('new.user_id')} ${remove('old.user_id')} end`,
    )
    .execute(db);
}
