import { ObjectNotFoundError, type ObjectStore } from '../../storage/object-store.ts';
import { withLocalFile } from '../../storage/with-local-file.ts';
import type { JobHandler, RunningJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import { isMockAnswerJobPayload, MOCK_ANSWER_MAX_ATTEMPTS } from './mock-answer-job-name.ts';
import type { MockService } from './mock-service.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import { withModelAnswerReview } from '../../llm/answer-review.ts';
import { storedQuestions } from './stored-session-data.ts';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import { withSentenceModelContent } from './sentence-model-content.ts';

/** Progress is written at most this often (ms); the last write before the result may lag a little. */
const PROGRESS_INTERVAL_MS = 1000;
export const RECORDING_MISSING = 'The recording of this answer is missing';

type Outcome = { status: 'completed' | 'failed'; result: string | null; error: string | null };

/**
 * Analyses the recorded answer of one question with the analysis engine and stores the result on the
 * answer, then the question's earlier attempts still waiting (retaken before their analysis ended), then
 * lets the service assemble the report if the session is finished. At least once: a finished answer is
 * left alone; a re-recorded answer is analysed again.
 */
export function createMockAnswerJobHandler(deps: {
  service: MockService;
  objects: ObjectStore;
  engine: AnalysisEngine;
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
  async function analyse(job: RunningJob, mediaKey: string, question: () => Promise<MockQuestion | null>, onPercent: (percent: number) => void, log: Logger): Promise<Outcome | null> {
    let lastWrite = 0;
    const onProgress = (_stage: string, percent: number) => {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_INTERVAL_MS) return;
      lastWrite = now;
      onPercent(Math.max(0, Math.min(99, Math.round(percent))));
    };
    let outcome: Outcome;
    try {
      const analysed = await withLocalFile(deps.objects, mediaKey, (path) => deps.engine.analyze(path, { ...deps.engine.options, findSpeakers: false, onProgress, signal: job.signal }));
      const asked = deps.model || deps.meaning ? await question() : null;
      const reviewed = deps.model ? await withModelAnswerReview(deps.model, analysed, log, asked?.text ?? null) : analysed;
      const result = await withSentenceModelContent(reviewed, asked, deps.meaning);
      outcome = { status: 'completed', result: JSON.stringify(result), error: null };
    } catch (error) {
      if (deps.engine.isMediaError(error)) outcome = { status: 'failed', result: null, error: error.message };
      else if (error instanceof ObjectNotFoundError) outcome = { status: 'failed', result: null, error: RECORDING_MISSING };
      else if (job.attempt >= MOCK_ANSWER_MAX_ATTEMPTS) {
        // The last attempt: end the answer failed so the report is not held up for ever.
        outcome = { status: 'failed', result: null, error: `Analysis failed: ${error instanceof Error ? error.message : String(error)}` };
      } else throw error;
    }
    // Handed back to the queue while this ran (a shutdown's grace time ran out).
    return job.signal.aborted ? null : outcome;
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
        (percent) => answers.setProgress(sessionId, questionKey, percent).catch((error: unknown) => log.warn({ err: error }, 'progress update failed')),
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
      const outcome = await analyse(job, earlier.media_key, () => questionOf(sessionId, questionKey), () => {}, log);
      if (!outcome) return;
      await attempts.finishAnalysis(earlier.media_key, outcome);
      log.info({ status: outcome.status, attempt: earlier.attempt }, 'earlier mock attempt analysed');
    }
    await deps.service.assembleReport(sessionId);
  };
}
