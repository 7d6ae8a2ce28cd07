// Where the time of a mock interview's answers goes: samples the answers' rows, their queue jobs and the report's
// analysis every few milliseconds and keeps the first time each one changed state. Used by bench:mock only.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../apps/server/src/db/schema.ts';
import { ANSWER_ANALYSIS_JOB, type AnalysisJobPayload } from '../apps/server/src/features/analysis/analysis-job-name.ts';

export interface AnswerTimes {
  questionKey: string;
  /** The job was enqueued (the answer saved). */
  queued: number | null;
  /** The worker claimed the job. */
  claimed: number | null;
  /** The answer's analysis row went to 'processing' (its analysis process starting). */
  processing: number | null;
  /** The answer's analysis row's first progress above 0 (the analysis process is running the pipeline). */
  firstProgress: number | null;
  /** The answer's analysis ended (completed or failed). */
  ended: number | null;
}

export interface MockTimeline {
  answers: Map<string, AnswerTimes>;
  /** The report's analysis completed (or failed). */
  report: number | null;
  stop(): Promise<void>;
}

/** Starts sampling every `everyMs`; times are `performance.now()` milliseconds. */
export function sampleMockTimeline(db: Kysely<DatabaseSchema>, mockSessionId: string, everyMs = 25): MockTimeline {
  const timeline: MockTimeline = { answers: new Map(), report: null, stop: async () => {} };
  const times = (key: string): AnswerTimes => {
    let t = timeline.answers.get(key);
    if (!t) {
      t = { questionKey: key, queued: null, claimed: null, processing: null, firstProgress: null, ended: null };
      timeline.answers.set(key, t);
    }
    return t;
  };
  let running = true;
  const sample = async () => {
    const now = performance.now();
    // Each recorded answer points at its own analysis row; its job is queued under that analysis's id.
    const answers = await db
      .selectFrom('mock_answers')
      .select(['question_key', 'analysis_session_id'])
      .where('session_id', '=', mockSessionId)
      .where('analysis_session_id', 'is not', null)
      .execute();
    const keyOf = new Map(answers.flatMap((a) => (a.analysis_session_id ? [[a.analysis_session_id, a.question_key] as const] : [])));
    if (keyOf.size > 0) {
      const jobs = await db.selectFrom('jobs').select(['payload', 'status']).where('name', '=', ANSWER_ANALYSIS_JOB).execute();
      for (const job of jobs) {
        const key = keyOf.get((JSON.parse(job.payload) as AnalysisJobPayload).sessionId);
        if (key === undefined) continue;
        const t = times(key);
        t.queued ??= now;
        if (job.status !== 'queued') t.claimed ??= now;
      }
      const analyses = await db.selectFrom('analysis_sessions').select(['session_id', 'status', 'progress']).where('session_id', 'in', [...keyOf.keys()]).execute();
      for (const a of analyses) {
        const t = times(keyOf.get(a.session_id) ?? a.session_id);
        if (a.status !== 'queued') t.processing ??= now;
        if (Number(a.progress) > 0) t.firstProgress ??= now;
        if (a.status === 'completed' || a.status === 'failed') t.ended ??= now;
      }
    }
    if (timeline.report === null) {
      const session = await db.selectFrom('mock_sessions').select('analysis_session_id').where('id', '=', mockSessionId).executeTakeFirst();
      if (session?.analysis_session_id) {
        const analysis = await db.selectFrom('analysis_sessions').select('status').where('session_id', '=', session.analysis_session_id).executeTakeFirst();
        if (analysis?.status === 'completed' || analysis?.status === 'failed') timeline.report = now;
      }
    }
  };
  const loop = (async () => {
    while (running) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  timeline.stop = async () => {
    running = false;
    await loop;
    // The caller saw the report first: this last look records what ended just before it.
    await sample();
  };
  return timeline;
}

/** One line per answer and one for the report, in seconds relative to `zero` (Finish). */
export function formatTimeline(timeline: MockTimeline, zero: number): string {
  const s = (t: number | null) => (t === null ? '—' : `${((t - zero) / 1000).toFixed(1)} s`);
  const lines = [...timeline.answers.values()].map(
    (a, i) =>
      `  answer ${i + 1}: saved ${s(a.queued)}, claimed ${s(a.claimed)}, analysing ${s(a.processing)}, first progress ${s(a.firstProgress)}, ended ${s(a.ended)}` +
      (a.processing !== null && a.ended !== null ? ` (analysis ${((a.ended - a.processing) / 1000).toFixed(1)} s)` : ''),
  );
  const lastEnd = Math.max(...[...timeline.answers.values()].map((a) => a.ended ?? Number.NEGATIVE_INFINITY));
  lines.push(`  report completed ${s(timeline.report)}` + (timeline.report !== null && Number.isFinite(lastEnd) ? ` (${((timeline.report - lastEnd) / 1000).toFixed(2)} s after the last answer ended)` : ''));
  return lines.join('\n');
}
