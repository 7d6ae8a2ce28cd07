import type { MockQuestion } from '@rehearse/contract/mock-interview';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import { mockSessionTopic, progressSignals } from '../../shared/progress-signals.ts';
import type { RecordingOwner } from '../../shared/recording-owner.ts';
import type { MockService } from './mock-service.ts';
import { withSentenceModelContent } from './sentence-model-content.ts';
import { storedQuestions } from './stored-session-data.ts';

export const RECORDING_MISSING = 'The recording of this answer is missing';

/**
 * The owner of recorded mock answers and earlier attempts (origin `mock_answer`), registered with the analysis
 * feature's one analysis job: the recording is the answer's, the sentence model judges it against its question, its
 * review is queued with that question, the session's progress signal moves with the analysis, and once it ends the
 * service assembles the report if the interview is finished (a no-op while answers are still analysed).
 */
export function answerRecordings(deps: { service: MockService; meaning?: AnswerMeaning }): RecordingOwner {
  const { service } = deps;
  const { answers, attempts } = service.repositories;

  /** The answer or earlier attempt `analysisId` analyses; null when none does now (re-recorded, deleted). */
  async function recordedBy(analysisId: string) {
    return (await answers.findByAnalysis(analysisId)) ?? (await attempts.findByAnalysis(analysisId));
  }

  /** The question as it was asked in this session (sets, posting questions, follow-ups); null when unreadable. */
  async function questionOf(sessionId: string, questionKey: string): Promise<MockQuestion | null> {
    const row = await service.sessions.findById(sessionId);
    if (!row) return null;
    try {
      return storedQuestions(row).find((q) => q.key === questionKey) ?? null;
    } catch {
      return null;
    }
  }

  return {
    missingMessage: RECORDING_MISSING,
    async recordingOf(analysisId) {
      const row = await recordedBy(analysisId);
      if (!row || row.skipped || !row.media_key) return null;
      const question = await questionOf(row.session_id, row.question_key);
      return {
        storageKey: row.media_key,
        findSpeakers: false,
        question: question?.text ?? null,
        review: (analysed) => withSentenceModelContent(analysed, deps.meaning ? question : null, deps.meaning),
      };
    },
    async changed(analysisId) {
      const row = await recordedBy(analysisId);
      if (row) progressSignals.publish(mockSessionTopic(row.session_id));
    },
    async analysed(analysisId, end, log) {
      const row = await recordedBy(analysisId);
      if (!row) return;
      log.info({ status: end.status, mockSessionId: row.session_id, questionKey: row.question_key }, 'mock answer analysed');
      await service.assembleReport(row.session_id);
    },
  };
}
