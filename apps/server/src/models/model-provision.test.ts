import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { randomWhisperModel, tinySentenceModel, writeTinySentenceModel } from '@rehearse/analysis/test-fixtures';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logging/logger.ts';
import { createLanguageModels } from '../llm/language-model-selection.ts';
import { TINY_GGUF_DIMENSIONS, writeRandomGgufModel } from '../llm/random-gguf-model.ts';
import { createLocalLlmProvision } from './local-llm-provision.ts';
import type { CatalogueEntry } from './model-catalogue.ts';
import type { ModelState } from './model-provision.ts';
import { espeakDataDir } from '../features/interviewer/espeak-speech-synthesis.ts';
import { tinyPiperConfig, tinyPiperModel } from '../features/interviewer/piper-test-voice.ts';
import { createPiperVoiceProvision } from '../features/interviewer/piper-voice-provision.ts';
import { createSentenceModelProvision } from './sentence-model-provision.ts';
import { createWhisperModelProvision } from './whisper-model-provision.ts';

// The three fetched models (speech, sentence, local language model) against one loopback HTTP server that serves
// generated files under their published paths, as the model host would: whole, by byte range, cut off, or not at all.
// What each model adds beyond the fetching (the engine it feeds) is tested beside it.

interface Started {
  start(): Promise<void>;
  path(): string | null;
  state(): ModelState;
}
interface ModelCase {
  kind: string;
  name: string;
  /** Published path → bytes, in catalogue order; the first is the one a cut breaks off. */
  bodies: Record<string, Buffer>;
  /** Where the files land under DATA_DIR/models. */
  folder: (modelsDir: string) => string;
  fallback: string;
  otherChoices: string;
  /** Who goes on without it, in the failure line: 'Analyses' unless said. */
  users?: string;
  provision(options: { modelsDir: string; baseUrl: string; logger: Logger; catalogue: Record<string, CatalogueEntry> }): Started;
}

const generated = mkdtempSync(join(tmpdir(), 'rehearse-provision-models-'));
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');
/** A catalogue of one entry for the case's files; `tamper` replaces the last file's hash. */
function catalogueOf(model: ModelCase, dir: string | undefined, tamper?: string): Record<string, CatalogueEntry> {
  const paths = Object.keys(model.bodies);
  const files = paths.map((path, i) => ({ path, file: path.slice(path.lastIndexOf('/') + 1).replace('model_quantized', 'model'), sha256: i === paths.length - 1 && tamper ? tamper : sha(model.bodies[path]!) }));
  return { [model.name]: { ...(dir ? { dir } : {}), files, approxMb: 1 } };
}

const cases: ModelCase[] = [];

beforeAll(async () => {
  cases.push({
    kind: 'whisper model',
    name: 'base.en',
    bodies: { 'ggml-base.en.bin': randomWhisperModel({ seed: 3 }) },
    folder: (modelsDir) => modelsDir,
    fallback: 'PocketSphinx',
    otherChoices: 'set WHISPER_MODEL to a ggml file, or to none',
    provision: ({ catalogue, ...options }) => {
      const whisper = createWhisperModelProvision({ ...options, setting: { kind: 'name', name: 'base.en' }, transcriber: 'auto', catalogue: catalogue as never });
      return { start: () => whisper.start(), path: () => whisper.modelPath(), state: () => stateOfStatus(whisper.status()) };
    },
  });

  const words = ['i', 'led', 'the', 'team', 'release', 'shipped', 'on', 'time', '.'];
  const sentenceDir = join(generated, 'sentence');
  await writeTinySentenceModel(sentenceDir, tinySentenceModel(words, (_t, i) => Array.from({ length: 8192 }, (_, d) => Math.sin((i + 1) * (d + 1)))));
  const published = { 'onnx/model_quantized.onnx': 'model.onnx', 'tokenizer.json': 'tokenizer.json', 'tokenizer_config.json': 'tokenizer_config.json' };
  cases.push({
    kind: 'sentence model',
    name: 'all-MiniLM-L6-v2',
    bodies: Object.fromEntries(Object.entries(published).map(([path, file]) => [path, readFileSync(join(sentenceDir, file))])),
    folder: (modelsDir) => join(modelsDir, 'all-MiniLM-L6-v2'),
    fallback: 'the built-in word vectors',
    otherChoices: 'set SENTENCE_MODEL to a model folder, or to none',
    provision: ({ catalogue, ...options }) => createSentenceModelProvision({ ...options, setting: { kind: 'name', name: 'all-MiniLM-L6-v2' }, catalogue: catalogue as never }),
  });

  // Piper's own release files (no sherpa-onnx metadata, no token table): provisioning adds what sherpa-onnx reads.
  cases.push({
    kind: 'Piper voice',
    name: 'en_US-lessac-medium',
    bodies: {
      'en/en_US/lessac/medium/en_US-lessac-medium.onnx': tinyPiperModel({ metadata: false, padding: 256 * 1024 }),
      'en/en_US/lessac/medium/en_US-lessac-medium.onnx.json': Buffer.from(JSON.stringify(tinyPiperConfig())),
    },
    folder: (modelsDir) => join(modelsDir, 'en_US-lessac-medium'),
    fallback: 'espeak-ng',
    otherChoices: 'set PIPER_VOICE to none, en_US-lessac-medium or the path of a vits-piper voice folder',
    users: 'The interviewer will',
    provision: ({ catalogue, ...options }) => {
      const piper = createPiperVoiceProvision({ ...options, setting: { kind: 'name', name: 'en_US-lessac-medium' }, catalogue: catalogue as never, systemEspeakData: () => espeakDataDir() });
      return { start: () => piper.start(), path: () => piper.folder(), state: () => piper.state() };
    },
  });

  const gguf = join(generated, 'tiny.gguf');
  // A vocabulary wide enough that the file spans many reads and a cut leaves part of it.
  await writeRandomGgufModel(gguf, { ...TINY_GGUF_DIMENSIONS, vocab: 8192 }, 5);
  cases.push({
    kind: 'local language model',
    name: 'llama-3.2-1b',
    bodies: { 'bartowski/Llama-3.2-1B-Instruct-GGUF/resolve/067b946cf014b7c697f3654f621d577a3e3afd1c/Llama-3.2-1B-Instruct-Q4_K_M.gguf': readFileSync(gguf) },
    folder: (modelsDir) => modelsDir,
    fallback: 'the built-in rules instead of a model (coach, interviewer, rebuilt answers)',
    otherChoices: 'set LOCAL_LLM_MODEL to a GGUF file, or to none',
    provision: ({ catalogue, ...options }) =>
      createLocalLlmProvision({
        ...options,
        setting: { kind: 'name', name: 'llama-3.2-1b' },
        catalogue: catalogue as never,
        // A machine that can run it, whatever machine runs the test.
        machine: (needsDownload) => Promise.resolve({ freeMemoryBytes: 8 * 1024 ** 3, freeDiskBytes: needsDownload ? 8 * 1024 ** 3 : null, cpuFlags: new Set(['avx2']) }),
      }),
  });
});

/** The whisper provision reports the admin's status; its failure message carries the same reason. */
function stateOfStatus(status: { state: string; message: string }): ModelState {
  if (status.state === 'ready') return { kind: 'ready', path: '' };
  const reason = /could not be fetched \((.*)\)$/.exec(status.message)?.[1];
  return reason === undefined ? { kind: 'waiting' } : { kind: 'failed', reason };
}

interface Served {
  requests: { url: string; range: string | undefined }[];
  /**
   * For the next request only: bytes to send, and what must be true before the connection is cut (the client has
   * written some of them to disk; a cut before that may leave an empty part file, which is not what is tested).
   */
  cut: { after: number; when: () => boolean } | null;
}
const served: Served = { requests: [], cut: null };
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '';
    served.requests.push({ url, range: request.headers.range });
    const whole = cases.map((c) => c.bodies[url.slice(1)]).find(Boolean);
    if (!whole) return void response.writeHead(404).end('not found');
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const body = whole.subarray(start);
    response.writeHead(range ? 206 : 200, { 'content-length': body.length, ...(range ? { 'content-range': `bytes ${start}-${whole.length - 1}/${whole.length}` } : {}) });
    if (served.cut !== null) {
      const cut = served.cut;
      served.cut = null;
      response.write(body.subarray(0, cut.after));
      const poll = setInterval(() => {
        if (!cut.when() && !response.destroyed) return;
        clearInterval(poll);
        response.destroy();
      }, 5);
      return;
    }
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(generated, { recursive: true, force: true });
});

const dirs: string[] = [];
afterEach(() => {
  served.requests = [];
  served.cut = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempModelsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-models-'));
  dirs.push(dir);
  return join(dir, 'models');
}

function provisionIn(model: ModelCase, modelsDir: string, options: { baseUrl?: string; tamper?: string } = {}) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()).msg as string), done()) }));
  const dir = model.folder('') === '' ? undefined : model.name;
  const provision = model.provision({ modelsDir, baseUrl: options.baseUrl ?? baseUrl, logger, catalogue: catalogueOf(model, dir, options.tamper) });
  return { provision, lines };
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace('model_quantized', 'model');

describe.each(['whisper model', 'sentence model', 'local language model', 'Piper voice'])('fetching the %s by name', (kind) => {
  const model = () => cases.find((c) => c.kind === kind)!;

  it('deletes a file whose SHA-256 is not the published one, says why, and fetches only that file at the next start', async () => {
    const modelsDir = tempModelsDir();
    const wrong = 'e'.repeat(64);
    const paths = Object.keys(model().bodies);
    const last = paths.at(-1)!;
    const { provision, lines } = provisionIn(model(), modelsDir, { tamper: wrong });
    await provision.start();

    expect(provision.path()).toBeNull();
    const state = provision.state();
    expect(state.kind).toBe('failed');
    expect(state.kind === 'failed' && state.reason).toBe(`the file from ${baseUrl}/${last} has SHA-256 ${sha(model().bodies[last]!)}, not the published ${wrong}; it was deleted`);
    expect(readdirSync(model().folder(modelsDir)).sort()).toEqual(paths.slice(0, -1).map(fileName).sort());
    expect(lines.at(-1)).toBe(
      `The ${model().kind} ${model().name} could not be fetched: ${state.kind === 'failed' ? state.reason : ''}. ${model().users ?? 'Analyses'} use ${model().fallback}; the next start tries again (or ${model().otherChoices})`,
    );

    served.requests = [];
    const next = provisionIn(model(), modelsDir);
    await next.provision.start();
    expect(served.requests.map((r) => r.url)).toEqual([`/${last}`]);
    expect(next.provision.state().kind).toBe('ready');
  });

  it('resumes an interrupted download where it broke off, with a Range request', async () => {
    const modelsDir = tempModelsDir();
    const [first, body] = Object.entries(model().bodies)[0]!;
    const part = join(model().folder(modelsDir), `${fileName(first)}.part`);
    served.cut = { after: Math.floor(body.length / 2), when: () => existsSync(part) && statSync(part).size > 0 };
    const broken = provisionIn(model(), modelsDir);
    await broken.provision.start();
    expect(broken.provision.path()).toBeNull();
    const state = broken.provision.state();
    expect(state.kind === 'failed' && state.reason).toMatch(/^the download from 127\.0\.0\.1:\d+ broke off after \d+ bytes .*; it resumes at the next start$/);
    const kept = statSync(part).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(body.length);

    const again = provisionIn(model(), modelsDir);
    await again.provision.start();
    expect(served.requests.filter((r) => r.url === `/${first}`).map((r) => r.range)).toEqual([undefined, `bytes=${kept}-`]);
    expect(again.provision.state().kind).toBe('ready');
    // The published bytes, whole (a Piper voice's model then has sherpa-onnx's metadata appended).
    expect(readFileSync(join(model().folder(modelsDir), fileName(first))).subarray(0, body.length).equals(body)).toBe(true);
    expect(existsSync(part)).toBe(false);
  });

  it('with the server down says so in one line and goes on without the model', async () => {
    const modelsDir = tempModelsDir();
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const { provision, lines } = provisionIn(model(), modelsDir, { baseUrl: `http://127.0.0.1:${port}` });
    await provision.start();

    expect(provision.path()).toBeNull();
    expect(provision.state()).toEqual({ kind: 'failed', reason: `cannot reach 127.0.0.1:${port} (ECONNREFUSED)` });
    expect(lines.at(-1)).toBe(
      `The ${model().kind} ${model().name} could not be fetched: cannot reach 127.0.0.1:${port} (ECONNREFUSED). ${model().users ?? 'Analyses'} use ${model().fallback}; the next start tries again (or ${model().otherChoices})`,
    );
  });
});

describe('the local language model at start-up (npm start, npm run worker)', () => {
  const local = () => cases.find((c) => c.kind === 'local language model')!;
  const localLlm = (modelsDir: string) => ({ setting: { kind: 'name' as const, name: 'llama-3.2-1b' as const }, modelsDir, baseUrl });
  const runner = { generate: async () => 'Start with the result.', loadFailure: () => null, dispose: async () => {} };
  const slot = () => {
    let held = false;
    return { take: () => void (held = true), held: () => held, release: () => void (held = false) };
  };

  it('is fetched in the background by the same provisioning, with progress lines, and answers once it is ready', async () => {
    const modelsDir = tempModelsDir();
    const { lines } = provisionIn(local(), modelsDir);
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()).msg as string), done()) }));
    const models = createLanguageModels({
      config: { llm: null, localLlm: localLlm(modelsDir) },
      logger,
      provision: createLocalLlmProvision({
        setting: localLlm(modelsDir).setting,
        modelsDir,
        baseUrl,
        logger,
        catalogue: catalogueOf(local(), undefined) as never,
        machine: (needsDownload) => Promise.resolve({ freeMemoryBytes: 8 * 1024 ** 3, freeDiskBytes: needsDownload ? 8 * 1024 ** 3 : null, cpuFlags: new Set(['avx2']) }),
      }),
      runner: () => runner,
      slot: slot(),
    });
    const started = models.start();
    // Start-up goes on at once: until the file is verified, model answers come from the rules.
    expect(models.engine()).toEqual({ kind: 'built-in', name: null });
    await expect(models.for('coach')!.complete([{ role: 'user', content: 'What should I fix first?' }])).rejects.toThrow('not ready');
    await started;
    expect(lines.some((line) => /^Downloading the local language model llama-3\.2-1b: 100 % /.test(line))).toBe(true);
    expect(lines).toContain('The local language model llama-3.2-1b is ready (SHA-256 verified); analyses use it from now on');
    expect(models.engine()).toEqual({ kind: 'local-model', name: 'llama-3.2-1b' });
    expect(models.status()).toMatchObject({ engine: 'local-model', state: 'ready' });
    expect(await models.for('coach')!.complete([{ role: 'user', content: 'What should I fix first?' }])).toBe('Start with the result.');
    await models.close();
  });

  it('is neither fetched nor run on a machine that cannot run it, and the admin is told why', async () => {
    const modelsDir = tempModelsDir();
    const { lines } = provisionIn(local(), modelsDir);
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()).msg as string), done()) }));
    const models = createLanguageModels({
      config: { llm: null, localLlm: localLlm(modelsDir) },
      logger,
      provision: createLocalLlmProvision({
        setting: localLlm(modelsDir).setting,
        modelsDir,
        baseUrl,
        logger,
        catalogue: catalogueOf(local(), undefined) as never,
        machine: () => Promise.resolve({ freeMemoryBytes: 2 * 1024 ** 3, freeDiskBytes: 8 * 1024 ** 3, cpuFlags: new Set(['avx2']) }),
      }),
      runner: () => runner,
      slot: slot(),
    });
    await models.start();
    expect(served.requests).toEqual([]);
    expect(models.engine().kind).toBe('built-in');
    expect(models.status()).toEqual({
      engine: 'built-in',
      model: 'llama-3.2-1b',
      state: 'unavailable',
      message: 'The built-in rules: this machine cannot run the local model llama-3.2-1b (2.0 GB of memory is free and it needs 4.0 GB)',
    });
    expect(lines.at(-1)).toMatch(/^This machine cannot run the local language model llama-3\.2-1b: 2\.0 GB of memory is free/);
  });
});
