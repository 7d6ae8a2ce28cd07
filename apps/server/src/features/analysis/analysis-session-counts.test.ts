/**
 * What the database keeps per user in `analysis_session_counts`: the number of sessions (migration 015), always
 * equal to counting the rows, and the list version (migration 016, decision 020), which changes on every change a
 * list shows, only for the users concerned, and never comes back to an earlier value — whatever made the change.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../../test/test-database.ts';
import { AnalysisSessionRepository } from './analysis-session-repository.ts';
import { analysisDb } from './analysis-tables.ts';
import { completedAnalysisRows } from './analysis-test-kit.ts';
import { VideoUploadRepository } from './video-upload-repository.ts';

let testDatabase: TestDatabaseUrl;
let database: Database;
let sessions: AnalysisSessionRepository;
let uploads: VideoUploadRepository;
let day = 0;

beforeAll(async () => {
  testDatabase = await createTestDatabaseUrl();
  database = openDatabase(testDatabase.url);
  await migrateToLatest(database);
  sessions = new AnalysisSessionRepository(analysisDb(database.db));
  uploads = new VideoUploadRepository(analysisDb(database.db));
});

afterAll(async () => {
  await database?.destroy();
  await testDatabase?.drop();
});

function rowsFor(userIds: readonly string[]) {
  return userIds.map((userId) => {
    day += 1;
    return completedAnalysisRows({ userId, name: `answer-${day % 3}.mp4`, at: new Date(Date.UTC(2026, 0, 1) + day * 60_000).toISOString(), overall: 60 });
  });
}

/** The rows as a database migrated to before 023 takes them: without the columns that migration added. */
function olderRowsFor(userIds: readonly string[]) {
  return rowsFor(userIds).map(({ upload: { speaker_setup: _setup, ...upload }, session: { result_revision: _revision, origin: _origin, ...session } }) => ({ upload, session }));
}

/** One session per entry, inserted one at a time as the app does. */
async function add(userIds: readonly string[]): Promise<string[]> {
  const rows = rowsFor(userIds);
  for (const { upload, session } of rows) {
    await uploads.insert(upload);
    await sessions.insert(session);
  }
  return rows.map((r) => r.session.session_id);
}

/** The kept counts next to counting the rows, for every user that has either. */
async function keptAndCounted(): Promise<{ kept: Record<string, number>; counted: Record<string, number> }> {
  const kept = await database.db.selectFrom('analysis_session_counts').select(['user_id', 'sessions']).execute();
  const counted = await database.db
    .selectFrom('analysis_sessions')
    .select((eb) => ['user_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('user_id')
    .execute();
  return {
    kept: Object.fromEntries(kept.map((r) => [r.user_id, Number(r.sessions)])),
    counted: Object.fromEntries(counted.map((r) => [r.user_id, Number(r.n)])),
  };
}

async function expectExact(): Promise<Record<string, number>> {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  return kept;
}

describe('analysis_session_counts', () => {
  it('counts single inserts and bulk inserts of many users, and the list answers it as the total', async () => {
    await add(['ann', 'ann', 'bob']);
    const bulk = rowsFor(Array.from({ length: 1_200 }, (_, i) => `user-${i % 40}`));
    await uploads.insertMany(bulk.map((r) => r.upload));
    await sessions.insertMany(bulk.map((r) => r.session));
    const kept = await expectExact();
    expect(kept.ann).toBe(2);
    expect(kept['user-7']).toBe(30);
    expect((await sessions.listPage('user-7', { limit: 5 })).total).toBe(30);
    expect(await sessions.countForUser('user-7')).toBe(30);
  });

  it('counts deletes, and a user whose last session goes has no row left', async () => {
    const [first, second] = await add(['cat', 'cat']);
    await sessions.deleteById(first!);
    expect((await expectExact()).cat).toBe(1);
    await sessions.deleteById(second!);
    expect((await expectExact()).cat).toBeUndefined();
    expect(await sessions.countForUser('cat')).toBe(0);
    expect(await sessions.listPage('cat', { limit: 5 })).toEqual({ rows: [], total: 0 });
  });

  it('drops the row on account deletion (all of a user’s sessions in one statement) and leaves other users alone', async () => {
    await add(['dan', 'dan', 'dan', 'eve']);
    const before = await expectExact();
    // The statement account deletion runs (features/analysis/analysis-user-data.ts), in its transaction.
    await database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('analysis_sessions').where('user_id', '=', 'dan').execute();
    });
    const after = await expectExact();
    expect(after.dan).toBeUndefined();
    expect(after.eve).toBe(before.eve);
  });

  it('follows a session moved to another user, and ignores updates that leave the owner', async () => {
    const [moved] = await add(['fay', 'fay']);
    await database.db.updateTable('analysis_sessions').set({ user_id: 'gil' }).where('session_id', '=', moved!).execute();
    await sessions.setProgress(moved!, 'audio', 50);
    await database.db.updateTable('analysis_sessions').set({ display_name: 'renamed.mp4' }).where('user_id', '=', 'fay').execute();
    const kept = await expectExact();
    expect(kept.fay).toBe(1);
    expect(kept.gil).toBe(1);
  });

  it('stays exact under concurrent inserts and deletes for the same users', async () => {
    const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => add([`hot-${i % 3}`])));
    await Promise.all(ids.filter((_, i) => i % 4 === 0).map(([id]) => sessions.deleteById(id!)));
    const kept = await expectExact();
    expect(kept['hot-0']! + kept['hot-1']! + kept['hot-2']!).toBe(45);
  });

  it('is rolled back with the transaction that changed the sessions', async () => {
    await add(['ivy']);
    const rows = rowsFor(['ivy']);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('video_uploads').values(rows[0]!.upload).execute();
        await trx.insertInto('analysis_sessions').values(rows[0]!.session).execute();
        await sql`select no_such_column from analysis_sessions`.execute(trx);
      }),
    ).rejects.toThrow();
    expect((await expectExact()).ivy).toBe(1);
  });

  it('starts from the sessions stored before the migration', async () => {
    const older = await createTestDatabaseUrl();
    const olderDatabase = openDatabase(older.url);
    try {
      const migrator = new Migrator({ db: olderDatabase.db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo('012-analysis-types');
      expect(error).toBeUndefined();
      const rows = olderRowsFor(['jay', 'jay', 'kim']);
      await olderDatabase.db.insertInto('video_uploads').values(rows.map((r) => r.upload)).execute();
      await olderDatabase.db.insertInto('analysis_sessions').values(rows.map((r) => r.session)).execute();
      await migrateToLatest(olderDatabase);
      const kept = await olderDatabase.db.selectFrom('analysis_session_counts').select(['user_id', 'sessions']).orderBy('user_id').execute();
      expect(kept.map((r) => [r.user_id, Number(r.sessions)])).toEqual([
        ['jay', 2],
        ['kim', 1],
      ]);
    } finally {
      await olderDatabase.destroy();
      await older.drop();
    }
  });
});

/** Runs `change` and answers whether each user's version moved. */
async function moved(users: readonly string[], change: () => Promise<unknown>, repository = sessions): Promise<Record<string, boolean>> {
  const before = await Promise.all(users.map((u) => repository.listVersion(u)));
  await change();
  const after = await Promise.all(users.map((u) => repository.listVersion(u)));
  return Object.fromEntries(users.map((u, i) => [u, after[i] !== before[i]]));
}

describe('list versions', () => {
  it('change for the owner on every change a list shows, and for nobody else', async () => {
    const [id] = (await add(['lia', 'max'])) as [string, string];
    const session = (await sessions.findById(id))!;
    const both = ['lia', 'max'];
    expect(await moved(both, () => add(['lia']))).toEqual({ lia: true, max: false });
    await database.db.updateTable('analysis_sessions').set({ status: 'queued' }).where('session_id', '=', id).execute();
    expect(await moved(both, () => sessions.markProcessing(id))).toEqual({ lia: true, max: false });
    expect(await moved(both, () => sessions.setProgress(id, 'audio', 40))).toEqual({ lia: true, max: false });
    expect(
      await moved(both, () => sessions.markCompleted(id, { result: '{}', summary: session.summary ?? '', reportFiles: '[]', endTime: new Date().toISOString() })),
    ).toEqual({ lia: true, max: false });
    expect(await moved(both, () => database.db.updateTable('analysis_sessions').set({ display_name: 'renamed.mp4' }).where('session_id', '=', id).execute())).toEqual({
      lia: true,
      max: false,
    });
    // The list shows the upload's original name (an upload cannot go while its session stays: a foreign key).
    expect(await moved(both, () => database.db.updateTable('video_uploads').set({ original_filename: 'other.mp4' }).where('id', '=', session.video_upload_id!).execute())).toEqual({
      lia: true,
      max: false,
    });
    expect(await moved(both, () => sessions.deleteById(id))).toEqual({ lia: true, max: false });
  });

  it('change for both users when a session moves', async () => {
    const [movedId] = await add(['ned', 'ned', 'oli']);
    expect(await moved(['ned', 'oli', 'pam'], () => database.db.updateTable('analysis_sessions').set({ user_id: 'oli' }).where('session_id', '=', movedId!).execute())).toEqual({
      ned: true,
      oli: true,
      pam: false,
    });
    expect((await sessions.listPage('oli', { limit: 10 })).rows).toHaveLength(2);
  });

  it('are null without sessions, and never return to an earlier value after the last session went', async () => {
    expect(await sessions.listVersion('quin')).toBeNull();
    const seen = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      const [id] = await add(['quin']);
      const version = await sessions.listVersion('quin');
      expect(version).not.toBeNull();
      expect(seen.has(version!)).toBe(false);
      seen.add(version!);
      await sessions.deleteById(id!);
      expect(await sessions.listVersion('quin')).toBeNull();
    }
  });

  it('change once for every user of a bulk statement, and not when its transaction rolls back', async () => {
    await add(['rae', 'sam']);
    const bulk = rowsFor(['rae', 'sam', 'rae']);
    expect(
      await moved(['rae', 'sam'], async () => {
        await uploads.insertMany(bulk.map((r) => r.upload));
        await sessions.insertMany(bulk.map((r) => r.session));
      }),
    ).toEqual({ rae: true, sam: true });
    expect(
      await moved(['rae', 'sam'], () => database.db.updateTable('analysis_sessions').set({ progress: 100 }).where('user_id', 'in', ['rae', 'sam']).execute()),
    ).toEqual({ rae: true, sam: true });
    expect(
      await moved(['rae'], () =>
        database.db
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('analysis_sessions').set({ progress: 7 }).where('user_id', '=', 'rae').execute();
            await sql`select no_such_column from analysis_sessions`.execute(trx);
          })
          .catch(() => undefined),
      ),
    ).toEqual({ rae: false });
  });

  it('are given to the sessions stored before the migration', async () => {
    const older = await createTestDatabaseUrl();
    const olderDatabase = openDatabase(older.url);
    try {
      const migrator = new Migrator({ db: olderDatabase.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('015-analysis-session-counts')).error).toBeUndefined();
      const rows = olderRowsFor(['tom', 'uma']);
      await olderDatabase.db.insertInto('video_uploads').values(rows.map((r) => r.upload)).execute();
      await olderDatabase.db.insertInto('analysis_sessions').values(rows.map((r) => r.session)).execute();
      await migrateToLatest(olderDatabase);
      const olderSessions = new AnalysisSessionRepository(analysisDb(olderDatabase.db));
      const [tom, uma] = [await olderSessions.listVersion('tom'), await olderSessions.listVersion('uma')];
      expect(tom).not.toBeNull();
      expect(uma).not.toBeNull();
      expect(tom).not.toBe(uma);
      expect(await moved(['tom', 'uma'], () => olderSessions.deleteById(rows[0]!.session.session_id), olderSessions)).toEqual({ tom: true, uma: false });
    } finally {
      await olderDatabase.destroy();
      await older.drop();
    }
  });
});
