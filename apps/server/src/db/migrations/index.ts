import type { Migration } from 'kysely';
import * as core from './001-core.ts';
import * as jobs from './002-jobs.ts';
import * as analyses from './003-analyses.ts';
import * as signInBackoff from './005-auth-sign-in-backoff.ts';
import * as adminTables from './009-admin-tables.ts';
import * as coachMessages from './006-coach-messages.ts';
import * as accountObjectPurges from './008-account-object-purges.ts';
import * as mockInterviews from './007-mock-interviews.ts';
import * as analysisTypes from './012-analysis-types.ts';
import * as scaleListIndexes from './010-scale-list-indexes.ts';
import * as mockRecordingRetention from './013-mock-recording-retention.ts';
import * as analysisSessionCounts from './015-analysis-session-counts.ts';
import * as analysisListVersions from './016-analysis-list-versions.ts';
import * as totpAcceptedSteps from './017-totp-accepted-steps.ts';
import * as sharing from './018-sharing.ts';
import * as mockSessionLimits from './019-mock-session-limits.ts';
import * as mockSessionOptions from './020-mock-session-options.ts';
import * as mockAnswerAttempts from './021-mock-answer-attempts.ts';
import * as mockRecordingUploads from './022-mock-recording-uploads.ts';
import * as speakerSetupAndResultRevision from './023-speaker-setup-and-result-revision.ts';
import * as overallMakeupInSummaries from './024-overall-makeup-in-summaries.ts';
import * as mockTypedAnswers from './025-mock-typed-answers.ts';
import * as mockCountedAttempts from './026-mock-counted-attempts.ts';
import * as reportFilesOnRequest from './027-report-files-on-request.ts';
import * as mockAnswersPointAtAnalyses from './028-mock-answers-point-at-analyses.ts';
import * as mockConversationTurns from './029-mock-conversation-turns.ts';

/** Every migration in order. Names sort lexically; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-jobs': jobs,
  '003-analyses': analyses,
  '005-auth-sign-in-backoff': signInBackoff,
  '006-coach-messages': coachMessages,
  '007-mock-interviews': mockInterviews,
  '008-account-object-purges': accountObjectPurges,
  '009-admin-tables': adminTables,
  '010-scale-list-indexes': scaleListIndexes,
  '012-analysis-types': analysisTypes,
  '013-mock-recording-retention': mockRecordingRetention,
  '015-analysis-session-counts': analysisSessionCounts,
  '016-analysis-list-versions': analysisListVersions,
  '017-totp-accepted-steps': totpAcceptedSteps,
  '018-sharing': sharing,
  '019-mock-session-limits': mockSessionLimits,
  '020-mock-session-options': mockSessionOptions,
  '021-mock-answer-attempts': mockAnswerAttempts,
  '022-mock-recording-uploads': mockRecordingUploads,
  '023-speaker-setup-and-result-revision': speakerSetupAndResultRevision,
  '024-overall-makeup-in-summaries': overallMakeupInSummaries,
  '025-mock-typed-answers': mockTypedAnswers,
  '026-mock-counted-attempts': mockCountedAttempts,
  '027-report-files-on-request': reportFilesOnRequest,
  '028-mock-answers-point-at-analyses': mockAnswersPointAtAnalyses,
  '029-mock-conversation-turns': mockConversationTurns,
};
