import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RecordingOwner } from '../../shared/recording-owner.ts';
import { analysisCompletedMail, wantsAnalysisMail } from './analysis-notification.ts';
import { MEDIA_NOT_FOUND } from './analysis-problem.ts';
import type { AnalysisRepositories } from './analysis-repositories.ts';
import { asksForModel } from './analysis-types.ts';
import { withBuiltInInsights, withModelInsights } from './model-summaries.ts';

export interface UploadRecordingsDeps {
  repositories: Pick<AnalysisRepositories, 'sessions' | 'uploads' | 'mailRecipients'>;
  mailer: Mailer;
  /** Links in mails start with it. */
  publicUrl: string;
  /** When configured, writes `insights.summary` for sessions started with 'llm'; null: the built-in text stays. */
  model?: LanguageModel | null;
}

/**
 * The owner of uploaded interviews (origin `own`): the recording is the analysis's upload, voices are separated only
 * when the user said it is an interview, a model writes the insights when asked for, and the user gets a mail once it
 * is complete.
 */
export function uploadRecordings(deps: UploadRecordingsDeps): RecordingOwner {
  const { sessions, uploads } = deps.repositories;
  return {
    missingMessage: MEDIA_NOT_FOUND,
    async recordingOf(analysisId) {
      const session = await sessions.findById(analysisId);
      const upload = session?.video_upload_id ? await uploads.findById(session.video_upload_id) : null;
      if (!session || !upload || upload.deleted_at) return null;
      return {
        storageKey: upload.storage_key,
        // Voices are separated only in a recording the user said is an interview: one person's voice is never split.
        findSpeakers: upload.speaker_setup === 'interview',
        question: null,
        review: (result, log) => reviewed(deps.model ?? null, asksForModel(session.analysis_types), result, log),
      };
    },
    // The analysis's own progress signal is published by its store.
    changed: () => {},
    async analysed(analysisId, end, log) {
      if (end.status !== 'completed') return;
      await notify(deps, analysisId, end.result.overall_score).catch((error: unknown) => log.warn({ err: error }, 'analysis mail not sent'));
    },
  };
}

/**
 * The insights of a model when the session asked for one and a model is configured, else the engine's rule text. The
 * answers' rubrics and rebuilt answers come later, from their own job (answer-review).
 */
async function reviewed(model: LanguageModel | null, asked: boolean, result: AnalysisResult, log: Logger): Promise<AnalysisResult> {
  if (!model || !asked) return withBuiltInInsights(result);
  // A model outage or timeout never fails the analysis: the engine's rule text stays.
  return withModelInsights(model, result, log);
}

async function notify(deps: UploadRecordingsDeps, sessionId: string, overall: number | null): Promise<void> {
  const session = await deps.repositories.sessions.findById(sessionId);
  if (!session) return;
  const contact = await deps.repositories.mailRecipients.findMailRecipient(session.user_id);
  if (!contact || !wantsAnalysisMail(contact.settings)) return;
  await deps.mailer.send(
    analysisCompletedMail({
      to: contact.email,
      name: contact.name,
      displayName: session.display_name,
      overallScore: overall,
      url: `${deps.publicUrl}/analysis/${encodeURIComponent(sessionId)}`,
    }),
  );
}
