import type { AccountRuntime } from '../features/account/index.ts';
import type { AdminRuntime } from '../features/admin/index.ts';
import type { AnswerReviewRuntime } from '../features/answer-review/index.ts';
import type { AnalysisRuntime } from '../features/analysis/index.ts';
import type { CoachRuntime } from '../features/coach/index.ts';
import type { InterviewerVoice } from '../features/interviewer/index.ts';
import type { MockRuntime } from '../features/mock/index.ts';
import type { SharingRuntime } from '../features/sharing/index.ts';
import type { Metrics } from '../features/metrics/index.ts';
import type { LanguageModels } from '../llm/language-model-selection.ts';
import type { AnswerMeaning } from '../models/answer-meaning.ts';
import type { SentenceModelProvision } from '../models/sentence-model-provision.ts';
import type { WhisperModelProvision } from '../models/whisper-model-provision.ts';
import type { ServerPorts } from '../shared/server-ports.ts';

/** Everything the HTTP app needs, built once by server-runtime.ts; each feature's routes take the part they use. */
export interface AppDeps extends ServerPorts {
  /** The analysis feature (commands, queries, files, worker, recovery, retention); main.ts/worker.ts start its parts. */
  analysis: AnalysisRuntime;
  /** Login history, data export and account deletion over every feature's registered user data. */
  account: AccountRuntime;
  /** The mock-interview feature; its answer analyses run on the same queue and engine. */
  mock: MockRuntime;
  /** The admin dashboard's service. */
  admin: AdminRuntime;
  /** The coach's service. */
  coach: CoachRuntime;
  /** Shares, invitations and what is shared with the user. */
  sharing: SharingRuntime;
  /** Prometheus metrics served at `GET /metrics`. */
  metrics: Metrics;
  /** The speech model analyses use (a named whisper model is fetched by main.ts/worker.ts); the admin Settings tab shows it. */
  transcription: WhisperModelProvision;
  /** The sentence model that judges answers' meaning, fetched by name by main.ts/worker.ts. */
  sentenceModel: SentenceModelProvision;
  /** What judges answers' meaning now (the sentence model, else the word vectors); the admin Settings tab shows it. */
  meaning: AnswerMeaning;
  /** The interviewer's voice (Piper once fetched by main.ts, else espeak-ng); the admin Settings tab shows which. */
  interviewerVoice: InterviewerVoice;
  /** The hosted, the local or no language model (main.ts/worker.ts fetch the local one); the admin sees which. */
  languageModels: LanguageModels;
  /** The durable job that writes each judged answer's rubric and rebuilt answer; main.ts/worker.ts start its worker. */
  answerReview: AnswerReviewRuntime;
}
