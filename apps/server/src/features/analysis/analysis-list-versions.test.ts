/**
 * The per-user list version the database keeps (migration 016, decision 020): it changes on every change a
 * list page shows, whatever made it, only for the users concerned, and never comes back to an earlier value.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../../test/test-database.ts';
import { AnalysisSessionRepository } from './analysis-session-repository.ts';
import { completedAnalysisRows } from './analysis-test-kit.ts';
import { VideoUploadRepository } from './video-upload-repository.ts';

let testDatabase: TestDatabaseUrl;
let database: Database;
let sessions: AnalysisSessionRepository;
let uploads: VideoUploadRepository;
let minute = 0;

beforeAll(async () => {
  testDatabase = await createTestDatabaseUrl();
  database = openDatabase(testDatabase.url);
  await migrateToLatest(database);
  sessions = new AnalysisSessionRepository(database.db);
  uploads = new VideoUploadRepository(database.db);
});

afterAll(async () => {
  await database?.destroy();
  await testDatabase?.drop();
});

function rowsFor(userId: string) {
  minute += 1;
  return completedAnalysisRows({ userId, name: `answer-${minute % 3}.mp4`, at: new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString(), overall: 60 });
}

async function add(userId: string) {
  const rows = rowsFor(userId);
  await uploads.insert(rows.upload);
  await sessions.insert(rows.session);
  return rows;
}

/** Runs `change` and answers whether each user's version moved. */
async function moved(users: readonly string[], change: () => Promise<unknown>, repository = sessions): Promise<Record<string, boolean>> {
  const before = await Promise.all(users.map((u) => repository.listVersion(u)));
  await change();
  const after = await Promise.all(users.map((u) => repository.listVersion(u)));
  return Object.fromEntries(users.map((u, i) => [u, after[i] !== before[i]]));
}

describe('list versions', () => {
  it('change for the owner on every change a list shows, and for nobody else', async () => {
    const { upload, session } = await add('ann');
    await add('bob');
    const id = session.session_id;
    const both = ['ann', 'bob'];
    expect(await moved(both, () => add('ann'))).toEqual({ ann: true, bob: false });
    await database.db.updateTable('analysis_sessions').set({ status: 'queued' }).where('session_id', '=', id).execute();
    expect(await moved(both, () => sessions.markProcessing(id))).toEqual({ ann: true, bob: false });
    expect(await moved(both, () => sessions.setProgress(id, 'audio', 40))).toEqual({ ann: true, bob: false });
    expect(
      await moved(both, () => sessions.markCompleted(id, { result: '{}', summary: session.summary ?? '', reportFiles: '[]', endTime: new Date().toISOString() })),
    ).toEqual({ ann: true, bob: false });
    expect(await moved(both, () => database.db.updateTable('analysis_sessions').set({ display_name: 'renamed.mp4' }).where('session_id', '=', id).execute())).toEqual({
      ann: true,
      bob: false,
    });
    // The list shows the upload's original name (an upload cannot go while its session stays: a foreign key).
    expect(await moved(both, () => database.db.updateTable('video_uploads').set({ original_filename: 'other.mp4' }).where('id', '=', upload.id).execute())).toEqual({
      ann: true,
      bob: false,
    });
    expect(await moved(both, () => sessions.deleteById(id))).toEqual({ ann: true, bob: false });
  });

  it('change for both users when a session moves', async () => {
    const { session } = await add('cat');
    await add('cat');
    await add('dan');
    expect(await moved(['cat', 'dan', 'eve'], () => database.db.updateTable('analysis_sessions').set({ user_id: 'dan' }).where('session_id', '=', session.session_id).execute())).toEqual({
      cat: true,
      dan: true,
      eve: false,
    });
    expect((await sessions.listPage('dan', { limit: 10 })).rows).toHaveLength(2);
  });

  it('are null without sessions, and never return to an earlier value after the last session went', async () => {
    expect(await sessions.listVersion('fay')).toBeNull();
    const seen = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      const { session } = await add('fay');
      const version = await sessions.listVersion('fay');
      expect(version).not.toBeNull();
      expect(seen.has(version!)).toBe(false);
      seen.add(version!);
      await sessions.deleteById(session.session_id);
      expect(await sessions.listVersion('fay')).toBeNull();
    }
  });

  it('change once for every user of a bulk statement, and not when its transaction rolls back', async () => {
    await add('gil');
    await add('hal');
    const bulk = ['gil', 'hal', 'gil'].map((u) => rowsFor(u));
    expect(
      await moved(['gil', 'hal'], async () => {
        await uploads.insertMany(bulk.map((r) => r.upload));
        await sessions.insertMany(bulk.map((r) => r.session));
      }),
    ).toEqual({ gil: true, hal: true });
    expect(
      await moved(['gil', 'hal'], () => database.db.updateTable('analysis_sessions').set({ progress: 100 }).where('user_id', 'in', ['gil', 'hal']).execute()),
    ).toEqual({ gil: true, hal: true });
    expect(
      await moved(['gil'], () =>
        database.db
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('analysis_sessions').set({ progress: 7 }).where('user_id', '=', 'gil').execute();
            await sql`select no_such_column from analysis_sessions`.execute(trx);
          })
          .catch(() => undefined),
      ),
    ).toEqual({ gil: false });
  });

  it('are given to the sessions stored before the migration', async () => {
    const older = await createTestDatabaseUrl();
    const olderDatabase = openDatabase(older.url);
    try {
      const migrator = new Migrator({ db: olderDatabase.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('015-analysis-session-counts')).error).toBeUndefined();
      const rows = [rowsFor('ivy'), rowsFor('jay')];
      await olderDatabase.db.insertInto('video_uploads').values(rows.map((r) => r.upload)).execute();
      await olderDatabase.db.insertInto('analysis_sessions').values(rows.map((r) => r.session)).execute();
      await migrateToLatest(olderDatabase);
      const olderSessions = new AnalysisSessionRepository(olderDatabase.db);
      const [ivy, jay] = [await olderSessions.listVersion('ivy'), await olderSessions.listVersion('jay')];
      expect(ivy).not.toBeNull();
      expect(jay).not.toBeNull();
      expect(ivy).not.toBe(jay);
      expect(await moved(['ivy', 'jay'], () => olderSessions.deleteById(rows[0]!.session.session_id), olderSessions)).toEqual({ ivy: true, jay: false });
    } finally {
      await olderDatabase.destroy();
      await older.drop();
    }
  });
});
