import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { sampleAnalysisResult, type SampleOverrides } from '@rehearse/contract/sample-analysis-result';

/** FOR TESTS ONLY. Schema-valid analysis sessions whose scores come from a contract sample result. */

export function completedSession(id: string, day: number, result: SampleOverrides<AnalysisResult> = {}, patch: Partial<AnalysisSession> = {}): AnalysisSession {
  const start = `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  const end = `2026-11-${String(day).padStart(2, '0')}T10:01:30.000Z`;
  return {
    session_id: id,
    status: 'completed',
    category: 'video_upload',
    display_name: `${id}.mp4`,
    duplicate_index: 0,
    total_duplicates: 1,
    start_time: start,
    end_time: end,
    video_upload: { id: `up-${id}`, original_filename: `${id}.mp4` },
    combined_result: combinedResultOf(sampleAnalysisResult(result), end),
    stage: 'done',
    progress: 100,
    error: null,
    ...patch,
  };
}

export function unfinishedSession(id: string, day: number, patch: Partial<AnalysisSession> = {}): AnalysisSession {
  return completedSession(id, day, {}, { status: 'processing', end_time: null, combined_result: null, stage: 'audio', progress: 40, ...patch });
}
