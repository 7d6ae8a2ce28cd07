import type { JobHandler, RunningJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { RecordingAnalyzer } from '../../shared/recording-analyzer.ts';
import { isMockAnswerJobPayload, MOCK_ANSWER_MAX_ATTEMPTS } from './mock-answer-job-name.ts';
import type { MockService } from './mock-service.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import { withModelAnswerReview } from '../../llm/answer-review.ts';
import { storedQuestions } from './stored-session-data.ts';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import { withSentenceModelContent } from './sentence-model-content.ts';

export const RECORDING_MISSING = 'The recording of this answer is missing';

type Outcome = { status: 'completed' | 'failed'; result: string | null; error: string | null };

/**
 * Analyses the recorded answer of one question through the pipeline every recording goes through (a port the
 * analysis feature implements) and stores the result on the
 * answer, then the question's earlier attempts still waiting (retaken before their analysis ended), then
 * lets the service assemble the report if the session is finished. At least once: a finished answer is
 * left alone; a re-recorded answer is analysed again.
 */
export function createMockAnswerJobHandler(deps: {
  service: MockService;
  analyzeRecording: RecordingAnalyzer;
  logger: Logger;
  /** When configured, adds its rubric and rebuilt answer to the answer's content; its failures never fail the answer. */
  model?: LanguageModel | null;
  /** The sentence model, when provisioned: judges the answer's content against its question here; its failures never fail the answer. */
  meaning?: AnswerMeaning;
}): JobHandler {
  const { answers, attempts } = deps.service;

  /** The question as it was asked in this session (sets, posting questions, follow-ups); null when unreadable. */
  async function questionOf(sessionId: string, questionKey: string): Promise<MockQuestion | null> {
    const row = await deps.service.sessions.findById(sessionId);
    if (!row) return null;
    try {
      return storedQuestions(row).find((q) => q.key === questionKey) ?? null;
    } catch {
      return null;
    }
  }

  /** The outcome of analysing one recording; null when the job was handed back meanwhile (the next worker stores it). */
  async function analyse(job: RunningJob, mediaKey: string, question: () => Promise<MockQuestion | null>, writeProgress: (percent: number) => Promise<void>, log: Logger): Promise<Outcome | null> {
    try {
      const outcome = await deps.analyzeRecording({
        job,
        storageKey: mediaKey,
        findSpeakers: false,
        missingMessage: RECORDING_MISSING,
        writeProgress: (_stage, percent) => writeProgress(percent),
        review: async (analysed) => {
          const asked = deps.model || deps.meaning ? await question() : null;
          const reviewed = deps.model ? await withModelAnswerReview(deps.model, analysed, log, asked?.text ?? null) : analysed;
          return withSentenceModelContent(reviewed, asked, deps.meaning);
        },
        log,
      });
      if (outcome.status === 'handed_back') return null;
      return outcome.status === 'completed'
        ? { status: 'completed', result: JSON.stringify(outcome.result), error: null }
        : { status: 'failed', result: null, error: outcome.error };
    } catch (error) {
      // The last attempt: end the answer failed so the report is not held up for ever.
      if (job.attempt < MOCK_ANSWER_MAX_ATTEMPTS) throw error;
      return job.signal.aborted ? null : { status: 'failed', result: null, error: `Analysis failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  return async (job: RunningJob) => {
    if (!isMockAnswerJobPayload(job.payload)) {
      deps.logger.error({ jobId: job.id }, 'mock answer job without session and question; dropped');
      return;
    }
    const { sessionId, questionKey } = job.payload;
    const log = deps.logger.child({ sessionId, questionKey, jobId: job.id, attempt: job.attempt });
    for (;;) {
      const answer = await answers.find(sessionId, questionKey);
      const mediaKey = answer?.media_key;
      if (!answer || answer.skipped || !mediaKey) break;
      const ended = answer.analysis_status === 'completed' || answer.analysis_status === 'failed';
      if (ended && answer.analyzed_media_key === mediaKey) break;

      await answers.markProcessing(sessionId, questionKey);
      const outcome = await analyse(
        job,
        mediaKey,
        () => questionOf(sessionId, questionKey),
        (percent) => answers.setProgress(sessionId, questionKey, percent),
        log,
      );
      if (!outcome) return;
      // Retaken meanwhile: the outcome belongs to what is now an earlier attempt.
      const stored = (await answers.finishAnalysis(sessionId, questionKey, mediaKey, outcome)) || (await attempts.finishAnalysis(mediaKey, outcome));
      log.info({ status: outcome.status, stored }, 'mock answer analysed');
      if (stored && (await answers.find(sessionId, questionKey))?.media_key === mediaKey) break;
    }
    for (const earlier of await attempts.listUnanalysed(sessionId, questionKey)) {
      if (!earlier.media_key) continue;
      await attempts.markProcessing(earlier.media_key);
      const outcome = await analyse(job, earlier.media_key, () => questionOf(sessionId, questionKey), async () => {}, log);
      if (!outcome) return;
      await attempts.finishAnalysis(earlier.media_key, outcome);
      log.info({ status: outcome.status, attempt: earlier.attempt }, 'earlier mock attempt analysed');
    }
    await deps.service.assembleReport(sessionId);
  };
}
