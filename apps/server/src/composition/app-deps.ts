import type { AccountRuntime } from '../features/account/account-runtime.ts';
import type { AnalysisRuntime } from '../features/analysis/analysis-runtime.ts';
import type { MockRuntime } from '../features/mock/mock-runtime.ts';
import type { Metrics } from '../features/metrics/metrics.ts';
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
  /** Prometheus metrics served at `GET /metrics`. */
  metrics: Metrics;
  /** The speech model analyses use (a named whisper model is fetched by main.ts/worker.ts); the admin Settings tab shows it. */
  transcription: WhisperModelProvision;
  /** The sentence model that judges answers' meaning, fetched by name by main.ts/worker.ts. */
  sentenceModel: SentenceModelProvision;
  /** What judges answers' meaning now (the sentence model, else the word vectors); the admin Settings tab shows it. */
  meaning: AnswerMeaning;
}
