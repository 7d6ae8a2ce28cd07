import { combinedResultOf } from '@rehearse/contract/combined-result';
import { combinedResultSchema } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';

const judged = {
  status: 'judged' as const,
  note: null,
  engine: 'whisper base.en',
  score: 19.7,
  parts: { structure: 20, specifics: 10, ownership: 0, hedging: 20, repetition: 50, length: 60, relevance: null, vocabulary: 40 },
  findings: [],
  structure: null,
};
const tooFewWords = { ...judged, status: 'not_enough_speech' as const, note: 'not enough clear speech to judge content (14 clear words; 20 needed)', score: null };

/** A summary as it was written before the makeup was kept. */
function olderSummary(result: AnalysisResult): string {
  const { overall_makeup: _makeup, ...summary } = combinedResultOf(result, '2026-11-20T10:00:00.000Z');
  return JSON.stringify(summary);
}

describe('migration 024 on analyses stored before the overall said what it is made of', () => {
  const before = databaseBeforeMigration();

  it('records each completed analysis’s makeup in its summary without changing its scores', async () => {
    const database = before.database();
    await before.migrateTo('023-speaker-setup-and-result-revision');
    const complete = sampleAnalysisResult({ content: judged, overall_score: 59.8, component_weights: { video: 0.35, audio: 0.35, content: 0.3 } });
    const deliveryOnly = sampleAnalysisResult({ content: tooFewWords, overall_score: 84.8 });
    const row = (id: string, status: 'completed' | 'processing', result: AnalysisResult | null, summary: string | null) => ({
      session_id: id,
      user_id: 'ann',
      video_upload_id: null,
      category: 'video_upload' as const,
      display_name: `${id}.mp4`,
      status,
      stage: status === 'completed' ? ('done' as const) : ('audio' as const),
      progress: status === 'completed' ? 100 : 40,
      error: null,
      start_time: '2026-11-20T10:00:00.000Z',
      end_time: status === 'completed' ? '2026-11-20T10:01:00.000Z' : null,
      result: result ? JSON.stringify(result) : null,
      summary,
      report_files: null,
      created_at: '2026-11-20T10:00:00.000Z',
    });
    const unreadable = { ...JSON.parse(olderSummary(deliveryOnly)), content: null };
    await database.db
      .insertInto('analysis_sessions')
      .values([
        row('complete', 'completed', complete, olderSummary(complete)),
        row('delivery-only', 'completed', deliveryOnly, olderSummary(deliveryOnly)),
        row('unreadable-result', 'completed', null, JSON.stringify(unreadable)),
        row('running', 'processing', null, null),
      ])
      .execute();

    await before.migrateTo('024-overall-makeup-in-summaries');
    const rows = await database.db.selectFrom('analysis_sessions').select(['session_id', 'summary']).orderBy('session_id').execute();
    const summaries = Object.fromEntries(rows.map((r) => [r.session_id, r.summary === null ? null : combinedResultSchema.parse(JSON.parse(r.summary))]));

    expect(summaries['complete']?.overall_makeup).toMatchObject({ parts: ['video', 'audio', 'content'], complete: true, fix_first: { part: 'content', score: 19.7 } });
    expect(summaries['complete']?.overall_score).toBe(59.8);
    expect(summaries['delivery-only']?.overall_makeup).toMatchObject({
      parts: ['video', 'audio'],
      complete: false,
      missing: [{ part: 'content', cause: 'not_enough_speech', detail: tooFewWords.note }],
    });
    expect(summaries['delivery-only']?.overall_score).toBe(84.8);
    expect(summaries['unreadable-result']?.overall_makeup).toMatchObject({ parts: ['video', 'audio'], complete: false });
    expect(summaries['running']).toBeNull();
  });
});
