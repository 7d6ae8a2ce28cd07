import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inspectWhisperModel, WhisperModelError } from '@rehearse/analysis';
import { DEFAULT_MAX_UPLOAD_MB } from '@rehearse/contract/analysis-constants';
import { DEFAULT_MAX_UNSTARTED_UPLOADS } from '@rehearse/contract/upload-limits';
import { z } from 'zod';
import { DEFAULT_WHISPER_MODEL, DEFAULT_WHISPER_MODEL_BASE_URL } from './models/whisper-model-catalogue.ts';
import { parseWhisperModelSetting, WHISPER_MODEL_CHOICES, type WhisperModelSetting } from './models/whisper-model-setting.ts';
import { DEFAULT_SENTENCE_MODEL, DEFAULT_SENTENCE_MODEL_BASE_URL } from './models/sentence-model-catalogue.ts';
import { parseSentenceModelSetting, SENTENCE_MODEL_CHOICES, type SentenceModelSetting } from './models/sentence-model-setting.ts';
import { DEFAULT_LOCAL_LLM, DEFAULT_LOCAL_LLM_BASE_URL } from './models/local-llm-catalogue.ts';
import { LOCAL_LLM_CHOICES, parseLocalLlmSetting, type LocalLlmSetting } from './models/local-llm-setting.ts';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies.ts';

/**
 * Every environment variable the server reads, with its default. This module is the only
 * reader of `process.env`; a feature that needs a setting adds it to `envSchema` and to
 * `Config` below — nowhere else.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
  .transform((v) => v.replace(/\/+$/, ''));

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+|sqlite:.+)$/, 'must be postgres://… or sqlite:<file>')
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3, 'must be an address like "Rehearse <no-reply@example.com>"').default('Rehearse <no-reply@rehearse.local>'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
  SUPPORT_HOURS: z.string().trim().min(1).max(120).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .default({ hops: 0 }),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  ANALYSIS_RETENTION_DAYS: z.coerce.number({ message: 'must be a number of days' }).positive('must be more than 0 days').default(30),
  WORKER_CONCURRENCY: z.coerce.number({ message: 'must be a whole number ≥ 1' }).int('must be a whole number ≥ 1').min(1, 'must be a whole number ≥ 1').default(1),
  MOCK_WORKER_CONCURRENCY: z.coerce.number({ message: 'must be a whole number ≥ 1' }).int('must be a whole number ≥ 1').min(1, 'must be a whole number ≥ 1').default(2),
  IN_PROCESS_WORKER: booleanFlag.default(true),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).min(0, 'must be 0 or more seconds').default(20),
  JOB_QUEUE: z.enum(['embedded', 'pg-boss'], { message: 'must be embedded or pg-boss' }).optional(),
  JOB_RETENTION_DAYS: z.coerce.number({ message: 'must be a number of days' }).positive('must be more than 0 days').default(30),
  ANALYSIS_FPS: z.coerce.number({ message: 'must be a number of frames per second' }).positive('must be more than 0').max(30, 'must be at most 30').default(2),
  TRANSCRIBER: z.enum(['auto', 'whisper', 'pocketsphinx', 'none'], { message: 'must be auto, whisper, pocketsphinx or none' }).default('auto'),
  WHISPER_MODEL: z.string().trim().min(1, `must be ${WHISPER_MODEL_CHOICES}`).optional(),
  WHISPER_MODEL_BASE_URL: httpUrl.default(DEFAULT_WHISPER_MODEL_BASE_URL),
  SENTENCE_MODEL: z.string().trim().min(1, `must be ${SENTENCE_MODEL_CHOICES}`).optional(),
  SENTENCE_MODEL_BASE_URL: httpUrl.default(DEFAULT_SENTENCE_MODEL_BASE_URL),
  CI: z.string().optional(),
  FFMPEG_PATH: z.string().min(1, 'must not be empty').default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1, 'must not be empty').default('ffprobe'),
  MAX_UPLOAD_MB: z.coerce.number({ message: 'must be a number of megabytes' }).positive('must be more than 0').default(DEFAULT_MAX_UPLOAD_MB),
  MAX_UNSTARTED_UPLOADS: z.coerce
    .number({ message: 'must be a whole number ≥ 1' })
    .int('must be a whole number ≥ 1')
    .min(1, 'must be a whole number ≥ 1')
    .default(DEFAULT_MAX_UNSTARTED_UPLOADS),
  LLM_BASE_URL: httpUrl.optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1, 'must not be empty').default('llama3.1'),
  LLM_TIMEOUT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int('must be a whole number').positive('must be more than 0').default(30_000),
  LLM_FALLBACK: booleanFlag.default(true),
  LOCAL_LLM_MODEL: z.string().trim().min(1, `must be ${LOCAL_LLM_CHOICES}`).optional(),
  PIPER_VOICE: z.string().trim().min(1, 'must be none, a Piper voice name or the path of a vits-piper voice folder').optional(),
  PIPER_VOICE_BASE_URL: httpUrl.optional(),
  LOCAL_LLM_MODEL_BASE_URL: httpUrl.default(DEFAULT_LOCAL_LLM_BASE_URL),
  OBJECT_STORE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lower-case letters, digits, "." or "-")').optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  LIST_PAGE_CACHE_MB: z.coerce.number({ message: 'must be a number of megabytes' }).min(0, 'must be 0 or more megabytes').default(16),
});

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

export interface Config {
  port: number;
  /** Absolute path: SQLite file, objects, outbox, generated secret. */
  dataDir: string;
  databaseUrl: string;
  /** Where users reach the app, without a trailing slash; links in mails start with it. */
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where contact-form mail goes (SUPPORT_EMAIL, else a local placeholder that only the outbox sees). */
  supportEmail: string;
  /** What the pages publish: only what the operator configured. */
  publicSupport: { email: string | null; hours: string | null };
  google: { clientId: string; clientSecret: string } | null;
  /**
   * The reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (`{hops: 0}`: none). The client
   * address is read from the right of X-Forwarded-For, past the trusted proxies only.
   */
  trustProxy: TrustedProxies;
  /** The bearer token `GET /metrics` asks for; null: /metrics is not served (404). */
  metricsToken: string | null;
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * On SIGTERM/SIGINT, how long requests and jobs in progress may take before the process gives up on them
   * (ms): a request is then cut off, a job goes back to the queue for another worker.
   */
  shutdownGraceMs: number;
  /** Uploaded videos and report files with OBJECT_STORE=local: DATA_DIR/objects. */
  objectsDir: string;
  /** Where uploaded videos and report files live: `objectsDir` on this machine, or an S3-compatible bucket (many machines). */
  objectStore: { kind: 'local' } | S3Settings;
  analysis: {
    /** Days an uploaded video is kept; results stay (spec FAQ: 30). */
    retentionDays: number;
    workerConcurrency: number;
    /** Mock-interview answers analysed at once per worker process: the answers of one interview side by side (decision 054). */
    mockWorkerConcurrency: number;
    /** `npm start` also runs a worker (set false when separate `npm run worker` processes run). */
    inProcessWorker: boolean;
    /** Default: embedded on SQLite, pg-boss on PostgreSQL. */
    jobQueue: 'embedded' | 'pg-boss';
    /** Days a finished (completed or failed) job's row is kept, for either queue. */
    jobRetentionDays: number;
    fps: number;
    transcriber: 'auto' | 'whisper' | 'pocketsphinx' | 'none';
    /**
     * WHISPER_MODEL: a published model fetched by name into `whisperModelsDir` at start-up (default tiny.en; none
     * under NODE_ENV=test or CI, which must never reach out), a ggml file, or none (decision 031).
     */
    whisperModel: WhisperModelSetting;
    whisperModelsDir: string;
    /** Where named models are fetched from: `${base}/ggml-<name>.bin`. */
    whisperModelBaseUrl: string;
    /**
     * SENTENCE_MODEL: the sentence-embedding model that judges answers' meaning, fetched by name into
     * `whisperModelsDir` at start-up (default all-MiniLM-L6-v2; none under NODE_ENV=test or CI), a model folder, or
     * none: the built-in word vectors (decision 057).
     */
    sentenceModel: SentenceModelSetting;
    /** Where the named sentence model's files are (`${base}/onnx/model_quantized.onnx`, `${base}/tokenizer.json`…). */
    sentenceModelBaseUrl: string;
    maxUploadBytes: number;
    /** Uploads a user may hold without starting their analysis (the next one is refused with 429). */
    maxUnstartedUploads: number;
    ffmpegPath: string;
    ffprobePath: string;
    /** List pages this process keeps and answers again while the user's list version is unchanged (decision 020); 0: none. */
    listPageCacheChars: number;
  };
  /** OpenAI-compatible chat-completions service; null: the built-in coach answers. */
  llm: {
    baseUrl: string;
    apiKey: string | null;
    model: string;
    timeoutMs: number;
    /** When the model fails: answer with the built-in coach (disclosed) instead of 503. */
    fallback: boolean;
  } | null;
  /**
   * The language model the server runs itself when `llm` is null (decision 066): LOCAL_LLM_MODEL, a published model
   * fetched by name into `modelsDir` at start-up on a machine that can run it (default llama-3.2-1b; none under
   * NODE_ENV=test or CI, which must never reach out), a GGUF file, or none: the built-in rules.
   */
  localLlm: {
    setting: LocalLlmSetting;
    modelsDir: string;
    /** Where named models are fetched from: `${base}/<catalogue path>`. */
    baseUrl: string;
  };
  /**
   * The interviewer's voice (decision 082): PIPER_VOICE as set — unset, the default Piper voice, fetched into the
   * models folder at start-up; `none` under NODE_ENV=test or CI, which must never reach out; a voice name; a voice
   * folder. espeak-ng speaks until a Piper voice is ready, and whenever none is. Read by the interviewer feature.
   */
  interviewerVoice: { piperVoice: string | undefined; baseUrl: string | undefined; modelsDir: string };
}

export interface S3Settings {
  kind: 's3';
  /** null: AWS itself; else an S3-compatible service such as MinIO. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the AWS SDK's default credential chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

/** A configuration problem, worded as one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Parses the environment without touching the disk: everything except the generated secret. */
export function parseEnv(env: Env): Omit<Config, 'authSecret'> & { authSecret: string | null } {
  // An empty variable counts as unset, as in most shells' `VAR= cmd` usage.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = present[name];
    const shown = got === undefined ? '' : ` (got "${/SECRET|TOKEN/.test(name) ? '…' : got}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new ConfigError(`Invalid configuration: ${missing} must be set together with ${missing === 'GOOGLE_CLIENT_ID' ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}`);
  }
  const whisperModel = whisperModelSettingOf(e);
  if (e.TRANSCRIBER === 'whisper' && whisperModel.kind === 'none') {
    throw new ConfigError(`Invalid configuration: WHISPER_MODEL must be set when TRANSCRIBER=whisper (${WHISPER_MODEL_CHOICES})`);
  }
  if (e.OBJECT_STORE === 's3' && !e.S3_BUCKET) throw new ConfigError('Invalid configuration: S3_BUCKET must be set when OBJECT_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid configuration: ${missing} must be set together with ${missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${join(dataDir, 'rehearse.sqlite')}`,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    authSecret: e.BETTER_AUTH_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@rehearse.local',
    publicSupport: { email: e.SUPPORT_EMAIL ?? null, hours: e.SUPPORT_HOURS ?? null },
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : null,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    objectsDir: join(dataDir, 'objects'),
    objectStore:
      e.OBJECT_STORE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    analysis: {
      retentionDays: e.ANALYSIS_RETENTION_DAYS,
      workerConcurrency: e.WORKER_CONCURRENCY,
      mockWorkerConcurrency: e.MOCK_WORKER_CONCURRENCY,
      inProcessWorker: e.IN_PROCESS_WORKER,
      jobQueue: e.JOB_QUEUE ?? (/^postgres(ql)?:\/\//.test(e.DATABASE_URL ?? '') ? 'pg-boss' : 'embedded'),
      jobRetentionDays: e.JOB_RETENTION_DAYS,
      fps: e.ANALYSIS_FPS,
      transcriber: e.TRANSCRIBER,
      whisperModel,
      whisperModelsDir: join(dataDir, 'models'),
      whisperModelBaseUrl: e.WHISPER_MODEL_BASE_URL,
      sentenceModel: sentenceModelSettingOf(e),
      sentenceModelBaseUrl: e.SENTENCE_MODEL_BASE_URL,
      maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
      maxUnstartedUploads: e.MAX_UNSTARTED_UPLOADS,
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      listPageCacheChars: Math.round(e.LIST_PAGE_CACHE_MB * 1024 * 1024),
    },
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? null, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS, fallback: e.LLM_FALLBACK }
      : null,
    localLlm: { setting: localLlmSettingOf(e), modelsDir: join(dataDir, 'models'), baseUrl: e.LOCAL_LLM_MODEL_BASE_URL },
    interviewerVoice: { piperVoice: piperVoiceOf(e), baseUrl: e.PIPER_VOICE_BASE_URL, modelsDir: join(dataDir, 'models') },
  };
}

/**
 * The secret in `DATA_DIR/secret`, created with 256 random bits on first use. Generated rather
 * than defaulted so that no two installations share a signing key.
 */
export function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError(`Invalid configuration: ${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/** Unset: the default model, except in tests and CI, which must never start a download. */
function whisperModelSettingOf(e: z.infer<typeof envSchema>): WhisperModelSetting {
  if (e.WHISPER_MODEL !== undefined) return parseWhisperModelSetting(e.WHISPER_MODEL);
  return e.NODE_ENV === 'test' || (e.CI !== undefined && e.CI !== '' && e.CI !== 'false') ? { kind: 'none' } : { kind: 'name', name: DEFAULT_WHISPER_MODEL };
}

/** Unset: the default model, except in tests and CI, which must never start a download. */
function sentenceModelSettingOf(e: z.infer<typeof envSchema>): SentenceModelSetting {
  if (e.SENTENCE_MODEL !== undefined) return parseSentenceModelSetting(e.SENTENCE_MODEL);
  return e.NODE_ENV === 'test' || (e.CI !== undefined && e.CI !== '' && e.CI !== 'false') ? { kind: 'none' } : { kind: 'name', name: DEFAULT_SENTENCE_MODEL };
}

/** Unset: the default voice (undefined), except in tests and CI, which must never start a download. */
function piperVoiceOf(e: z.infer<typeof envSchema>): string | undefined {
  if (e.PIPER_VOICE !== undefined) return e.PIPER_VOICE;
  return e.NODE_ENV === 'test' || (e.CI !== undefined && e.CI !== '' && e.CI !== 'false') ? 'none' : undefined;
}

/** Unset: the default model, except in tests and CI, which must never start a download. */
function localLlmSettingOf(e: z.infer<typeof envSchema>): LocalLlmSetting {
  if (e.LOCAL_LLM_MODEL !== undefined) return parseLocalLlmSetting(e.LOCAL_LLM_MODEL);
  return e.NODE_ENV === 'test' || (e.CI !== undefined && e.CI !== '' && e.CI !== 'false') ? { kind: 'none' } : { kind: 'name', name: DEFAULT_LOCAL_LLM };
}

/**
 * A whisper model file the analysis would use is checked now (a complete whisper.cpp ggml file: header, vocabulary and
 * every tensor), so a wrong path or a broken download stops start-up instead of failing every analysis later.
 */
function checkWhisperModel(analysis: Pick<Config['analysis'], 'transcriber' | 'whisperModel'>): void {
  const model = analysis.whisperModel;
  if (model.kind !== 'file' || (analysis.transcriber !== 'whisper' && analysis.transcriber !== 'auto')) return;
  try {
    inspectWhisperModel(model.path);
  } catch (error) {
    if (!(error instanceof WhisperModelError)) throw error;
    throw new ConfigError(`Invalid configuration: WHISPER_MODEL ${model.path} ${error.message}; see docs/OPERATIONS.md, "Whisper transcription"`);
  }
}

/** The server's configuration; throws ConfigError with a one-line message on a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = parseEnv(env);
  checkWhisperModel(parsed.analysis);
  return { ...parsed, authSecret: parsed.authSecret ?? generatedSecret(parsed.dataDir) };
}
