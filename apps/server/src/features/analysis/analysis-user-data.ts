import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { analysisDb } from './analysis-tables.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { sessionReportFile, sessionReportNames } from '../../shared/session-report-files.ts';
import { parseReportFiles } from '../../storage/report-file-names.ts';
import { exportJson, storedJson, type ExportEntry, type UserDataSource } from '../../shared/user-data-source.ts';

/** Characters kept from an uploaded file name inside the ZIP. */
function safeFileName(name: string): string {
  return name.replace(/[^a-zA-Z0-9._ -]/g, '_').slice(-120) || 'video';
}

/** Analyses, their report files and the uploaded videos. */
export function analysisUserData(database: Kysely<DatabaseSchema>, objects: ObjectStore): UserDataSource {
  const db = analysisDb(database);
  const sessionsOf = (userId: string) =>
    db
      .selectFrom('analysis_sessions')
      .leftJoin('video_uploads', 'video_uploads.id', 'analysis_sessions.video_upload_id')
      .selectAll('analysis_sessions')
      .select(['video_uploads.original_filename'])
      .where('analysis_sessions.user_id', '=', userId)
      // A recorded mock answer's analysis is exported with its answer (the mock interviews' source); deletion takes every row.
      .where('analysis_sessions.origin', '=', 'own')
      .orderBy('analysis_sessions.created_at', 'asc')
      .execute();
  const uploadsOf = (userId: string) => db.selectFrom('video_uploads').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();

  return {
    name: 'analyses',
    description:
      'analyses/<session id>/analysis.json (status and full results), analyses/<session id>/reports/ (the report files), transcripts/<session id>.json (what the recogniser heard, with word times), uploads.json (your uploaded files) and, when you asked for them, videos/.',
    async exportForUser(userId, options) {
      const entries: ExportEntry[] = [];
      for (const session of await sessionsOf(userId)) {
        const { result, summary, report_files, result_revision: _revision, origin: _origin, ...fields } = session;
        const full = storedJson(result);
        entries.push({ path: `analyses/${session.session_id}/analysis.json`, content: exportJson({ ...fields, summary: storedJson(summary), result: full }) });
        const transcript = full && typeof full === 'object' && 'transcript' in full ? full.transcript : null;
        if (transcript) entries.push({ path: `transcripts/${session.session_id}.json`, content: exportJson(transcript) });
        // Made when the ZIP reaches them, so an export holds one report file in memory at a time.
        if (result !== null) {
          const made = sessionReportNames(session.session_id);
          for (const name of parseReportFiles(report_files).filter((n) => made.includes(n))) {
            entries.push({ path: `analyses/${session.session_id}/reports/${name}`, content: async () => Readable.from([sessionReportFile(result, session.session_id, name)?.text ?? '']) });
          }
        }
      }
      const uploads = await uploadsOf(userId);
      entries.push({
        path: 'uploads.json',
        content: exportJson(uploads.map(({ storage_key: _key, ...upload }) => upload)),
      });
      if (options.videos) {
        for (const upload of uploads.filter((u) => !u.deleted_at)) {
          entries.push({ path: `videos/${upload.id}-${safeFileName(upload.original_filename)}`, content: () => objects.get(upload.storage_key) });
        }
      }
      return entries;
    },
    async objectKeysOfUser(userId) {
      // Report files are made from the stored result when asked for: only the recordings are objects.
      return (await uploadsOf(userId)).filter((u) => !u.deleted_at).map((u) => u.storage_key);
    },
    async deleteForUser(userId) {
      await db.transaction().execute(async (trx) => {
        // Sessions name their upload, so they go first. A queued analysis job whose session is gone does nothing when it runs.
        await trx.deleteFrom('analysis_sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('video_uploads').where('user_id', '=', userId).execute();
      });
    },
  };
}
