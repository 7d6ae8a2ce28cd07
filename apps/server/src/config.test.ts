import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeRandomWhisperModel } from '@rehearse/analysis/test-fixtures';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'rehearse-config-'));

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: resolve('./data'),
      databaseUrl: `sqlite:${join(resolve('./data'), 'rehearse.sqlite')}`,
      publicUrl: 'http://localhost:3000',
      authSecret: null,
      smtpUrl: null,
      google: null,
      supportEmail: 'support@rehearse.local',
      publicSupport: { email: null, hours: null },
      trustProxy: { hops: 0 },
      logLevel: 'info',
      nodeEnv: 'development',
      shutdownGraceMs: 20_000,
    });
  });

  it('keeps 16 MB of list pages by default, LIST_PAGE_CACHE_MB=0 none', () => {
    expect(parseEnv({}).analysis.listPageCacheChars).toBe(16 * 1024 * 1024);
    expect(parseEnv({ LIST_PAGE_CACHE_MB: '0' }).analysis.listPageCacheChars).toBe(0);
  });

  it('keeps finished jobs 30 days by default, JOB_RETENTION_DAYS otherwise, never 0 or less', () => {
    expect(parseEnv({}).analysis.jobRetentionDays).toBe(30);
    expect(parseEnv({ JOB_RETENTION_DAYS: '7' }).analysis.jobRetentionDays).toBe(7);
    expect(() => parseEnv({ JOB_RETENTION_DAYS: '0' })).toThrow(/JOB_RETENTION_DAYS/);
  });

  it('analyses two mock answers at once by default, MOCK_WORKER_CONCURRENCY otherwise, a whole number ≥ 1, apart from WORKER_CONCURRENCY', () => {
    expect(parseEnv({}).analysis).toMatchObject({ mockWorkerConcurrency: 2, workerConcurrency: 1 });
    expect(parseEnv({ MOCK_WORKER_CONCURRENCY: '1', WORKER_CONCURRENCY: '3' }).analysis).toMatchObject({ mockWorkerConcurrency: 1, workerConcurrency: 3 });
    for (const bad of ['0', '1.5', 'two']) expect(() => parseEnv({ MOCK_WORKER_CONCURRENCY: bad })).toThrow(/MOCK_WORKER_CONCURRENCY must be a whole number ≥ 1/);
  });

  it('reads SHUTDOWN_GRACE_SECONDS as milliseconds, 0 included', () => {
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceMs).toBe(2500);
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
  });

  it('derives PUBLIC_URL from PORT and keeps explicit values', () => {
    expect(parseEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const config = parseEnv({
      PORT: '8080',
      PUBLIC_URL: 'https://rehearse.example.com/',
      DATABASE_URL: 'postgres://u@db:5432/app',
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      TRUST_PROXY: 'true',
    });
    expect(config.publicUrl).toBe('https://rehearse.example.com');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
    expect(config.smtpUrl).toBe('smtps://user:pw@mail.example.com:465');
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.trustProxy).toEqual({ hops: 1 });
  });

  it('reads TRUST_PROXY as a number of proxies or a list of proxy addresses', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ hops: 0 });
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual({ addresses: ['loopback', '10.0.0.0/8'] });
    expect(() => parseEnv({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY must be false, true \(one proxy\), the number of proxies/);
  });

  it('keeps METRICS_TOKEN (none by default) and never prints it in a message', () => {
    expect(parseEnv({}).metricsToken).toBeNull();
    expect(parseEnv({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe('scrape-token-0123456789');
    expect(() => parseEnv({ METRICS_TOKEN: 'short-secret' })).toThrow(/^Invalid configuration: METRICS_TOKEN [^"]*\(got "…"\)$/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '3.5' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SHUTDOWN_GRACE_SECONDS: '-1' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_GRACE_SECONDS: 'soon' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ GOOGLE_CLIENT_ID: 'only-id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 'only-secret' }, 'GOOGLE_CLIENT_ID'],
    [{ OBJECT_STORE: 'ftp' }, 'OBJECT_STORE'],
    [{ OBJECT_STORE: 's3' }, 'S3_BUCKET'],
    [{ OBJECT_STORE: 's3', S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ OBJECT_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'localhost:9000' }, 'S3_ENDPOINT'],
    [{ OBJECT_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ OBJECT_STORE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ TRANSCRIBER: 'whisper', WHISPER_MODEL: 'none' }, 'WHISPER_MODEL'],
    [{ WHISPER_MODEL: ' ' }, 'WHISPER_MODEL'],
    [{ WHISPER_MODEL_BASE_URL: 'ftp://mirror/models' }, 'WHISPER_MODEL_BASE_URL'],
    [{ LOCAL_LLM_MODEL: ' ' }, 'LOCAL_LLM_MODEL'],
    [{ LOCAL_LLM_MODEL_BASE_URL: 'ftp://mirror/models' }, 'LOCAL_LLM_MODEL_BASE_URL'],
    [{ LIST_PAGE_CACHE_MB: '-1' }, 'LIST_PAGE_CACHE_MB'],
    [{ LIST_PAGE_CACHE_MB: 'lots' }, 'LIST_PAGE_CACHE_MB'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY'],
  ])('rejects %o with a one-line message naming %s', (env, name) => {
    let error: unknown;
    try {
      parseEnv(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain('\n');
  });

  it('keeps objects on local disk by default and reads the S3 settings with OBJECT_STORE=s3', () => {
    expect(parseEnv({}).objectStore).toEqual({ kind: 'local' });
    expect(
      parseEnv({
        OBJECT_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'rehearse-media',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).objectStore,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'rehearse-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(parseEnv({ OBJECT_STORE: 's3', S3_BUCKET: 'b-1', S3_REGION: 'eu-west-1' }).objectStore).toMatchObject({ endpoint: null, credentials: null, region: 'eu-west-1' });
  });

  it('never echoes a secret', () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'tooshort-secret' })).toThrow(/^(?!.*tooshort-secret)/);
  });
});

describe('the local language model (LOCAL_LLM_MODEL)', () => {
  it('fetches llama-3.2-1b by default, but never in tests or CI, and takes a model name, a GGUF file, none, or another host', () => {
    const dataDir = tempDir();
    expect(parseEnv({ DATA_DIR: dataDir }).localLlm).toEqual({
      setting: { kind: 'name', name: 'llama-3.2-1b' },
      modelsDir: join(dataDir, 'models'),
      baseUrl: 'https://huggingface.co',
    });
    expect(parseEnv({ NODE_ENV: 'test' }).localLlm.setting).toEqual({ kind: 'none' });
    expect(parseEnv({ CI: 'true' }).localLlm.setting).toEqual({ kind: 'none' });
    expect(parseEnv({ CI: 'true', LOCAL_LLM_MODEL: 'qwen2.5-1.5b' }).localLlm.setting).toEqual({ kind: 'name', name: 'qwen2.5-1.5b' });
    expect(parseEnv({ LOCAL_LLM_MODEL: 'none' }).localLlm.setting).toEqual({ kind: 'none' });
    expect(parseEnv({ LOCAL_LLM_MODEL: '/srv/llm/model.gguf' }).localLlm.setting).toEqual({ kind: 'file', path: '/srv/llm/model.gguf' });
    expect(parseEnv({ LOCAL_LLM_MODEL_BASE_URL: 'http://127.0.0.1:8080/' }).localLlm.baseUrl).toBe('http://127.0.0.1:8080');
  });

  it('leaves LLM_MODEL the hosted model’s name: it neither sets nor turns off the local model', () => {
    const config = parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen2.5:7b', LOCAL_LLM_MODEL: 'llama-3.2-1b' });
    expect(config.llm).toMatchObject({ model: 'qwen2.5:7b' });
    expect(config.localLlm.setting).toEqual({ kind: 'name', name: 'llama-3.2-1b' });
  });
});

describe('loadConfig', () => {
  it('generates the auth secret once into DATA_DIR/secret (mode 600) and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).authSecret).not.toBe(first.authSecret);
  });

  it('uses BETTER_AUTH_SECRET when given', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), BETTER_AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  describe('a whisper model the analysis would use is checked at start-up', () => {
    const failure = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('loadConfig accepted the model');
    };

    it('accepts a complete ggml model and keeps its absolute path', async () => {
      const model = join(tempDir(), 'ggml-tiny-random.bin');
      await writeRandomWhisperModel(model);
      for (const TRANSCRIBER of ['whisper', 'auto']) {
        expect(loadConfig({ DATA_DIR: tempDir(), TRANSCRIBER, WHISPER_MODEL: model }).analysis).toMatchObject({
          transcriber: TRANSCRIBER,
          whisperModel: { kind: 'file', path: model },
        });
      }
    });

    it('fetches base.en by default, but never in tests or CI, and takes a model name, none, or another host', () => {
      const dataDir = tempDir();
      expect(parseEnv({ DATA_DIR: dataDir }).analysis).toMatchObject({
        whisperModel: { kind: 'name', name: 'base.en' },
        whisperModelsDir: join(dataDir, 'models'),
        whisperModelBaseUrl: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main',
      });
      expect(parseEnv({ NODE_ENV: 'test' }).analysis.whisperModel).toEqual({ kind: 'none' });
      expect(parseEnv({ CI: 'true' }).analysis.whisperModel).toEqual({ kind: 'none' });
      expect(parseEnv({ CI: 'true', WHISPER_MODEL: 'base.en' }).analysis.whisperModel).toEqual({ kind: 'name', name: 'base.en' });
      expect(parseEnv({ WHISPER_MODEL: 'tiny.en' }).analysis.whisperModel).toEqual({ kind: 'name', name: 'tiny.en' });
      expect(parseEnv({ WHISPER_MODEL: 'none' }).analysis.whisperModel).toEqual({ kind: 'none' });
      expect(parseEnv({ WHISPER_MODEL_BASE_URL: 'http://127.0.0.1:8080/models/' }).analysis.whisperModelBaseUrl).toBe('http://127.0.0.1:8080/models');
    });

    it('stops with one line naming the variable, the path and what is wrong', () => {
      const dir = tempDir();
      const missing = join(dir, 'ggml-base.en.bin');
      const page = join(dir, 'ggml-small.en.bin');
      writeFileSync(page, '<!DOCTYPE html><title>Sign in</title>');
      for (const [env, reason] of [
        [{ TRANSCRIBER: 'whisper', WHISPER_MODEL: missing }, `${missing} does not exist`],
        [{ WHISPER_MODEL: missing }, `${missing} does not exist`],
        [{ WHISPER_MODEL: page }, `${page} is not a whisper.cpp ggml model (it starts with "<!DO"`],
        [{ WHISPER_MODEL: dir }, `${dir} is a directory, not a model file`],
      ] as const) {
        const message = failure(env);
        expect(message.startsWith(`Invalid configuration: WHISPER_MODEL ${reason}`), message).toBe(true);
        expect(message).toContain('docs/OPERATIONS.md');
        expect(message).not.toContain('\n');
      }
    });

    it('leaves the model alone when another engine is chosen', () => {
      const missing = join(tempDir(), 'ggml-base.en.bin');
      for (const TRANSCRIBER of ['pocketsphinx', 'none']) {
        expect(loadConfig({ DATA_DIR: tempDir(), TRANSCRIBER, WHISPER_MODEL: missing }).analysis.transcriber).toBe(TRANSCRIBER);
      }
    });
  });
});
