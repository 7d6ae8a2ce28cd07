import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { analyzeAnswerContent } from '@rehearse/analysis';
import { tinySentenceModel, writeTinySentenceModel } from '@rehearse/analysis/test-fixtures';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerMeaning } from './answer-meaning.ts';
import type { CatalogueEntry } from './model-catalogue.ts';
import { createSentenceModelProvision, type SentenceModelProvisionOptions } from './sentence-model-provision.ts';

// The real provisioning code against a loopback HTTP server that serves a generated BERT-shaped ONNX model and its
// tokenizer under the published paths, as the model host would. A wrong checksum, a cut-off download and a server
// that is down are tested for every fetched model in model-provision.test.ts; here, what the sentence model adds.
const generated = mkdtempSync(join(tmpdir(), 'rehearse-sentence-model-'));
const PUBLISHED = { 'onnx/model_quantized.onnx': 'model.onnx', 'tokenizer.json': 'tokenizer.json', 'tokenizer_config.json': 'tokenizer_config.json' } as const;
let bodies: Record<string, Buffer> = {};
let catalogue: Record<'all-MiniLM-L6-v2', CatalogueEntry>;

interface Served {
  requests: { url: string | undefined; range: string | undefined }[];
}
const served: Served = { requests: [] };
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  const words = ['i', 'led', 'the', 'team', 'release', 'shipped', 'on', 'time', 'tell', 'me', 'about', 'a', 'you', 'worked', 'goal', '.'];
  // Rows wide enough that the ONNX file spans several progress lines and a cut leaves part of it.
  await writeTinySentenceModel(generated, tinySentenceModel(words, (_t, i) => Array.from({ length: 8192 }, (_, d) => Math.sin((i + 1) * (d + 1)))));
  bodies = Object.fromEntries(Object.entries(PUBLISHED).map(([path, file]) => [`/${path}`, readFileSync(join(generated, file))]));
  const sha = (path: string) => createHash('sha256').update(bodies[`/${path}`]!).digest('hex');
  catalogue = {
    'all-MiniLM-L6-v2': { dir: 'all-MiniLM-L6-v2', approxMb: 1, files: Object.entries(PUBLISHED).map(([path, file]) => ({ path, file, sha256: sha(path) })) },
  };
  server = createServer((request, response) => {
    served.requests.push({ url: request.url, range: request.headers.range });
    const whole = bodies[request.url ?? ''];
    if (!whole) return void response.writeHead(404).end('not found');
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const body = whole.subarray(start);
    response.writeHead(range ? 206 : 200, { 'content-length': body.length, ...(range ? { 'content-range': `bytes ${start}-${whole.length - 1}/${whole.length}` } : {}) });
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
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function provisionIn(modelsDir: string, overrides: Partial<SentenceModelProvisionOptions> = {}) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()).msg as string), done()) }));
  const provision = createSentenceModelProvision({ setting: { kind: 'name', name: 'all-MiniLM-L6-v2' }, modelsDir, baseUrl, logger, catalogue, ...overrides });
  return { provision, meaning: createAnswerMeaning({ provision, logger }), lines };
}

function tempModelsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-models-'));
  dirs.push(dir);
  return join(dir, 'models');
}

const ANSWER = {
  words: 'At my last job our release was always late. I was responsible for getting it shipped on time. I set up a rota and I led the team through every release. As a result we shipped on time for six months.'
    .split(' ')
    .map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3, confidence: null })),
  question: 'Tell me about a time you worked with a team to reach a goal.',
  competency: 'teamwork',
};

describe('fetching the sentence model at start-up', () => {
  it('downloads its files into DATA_DIR/models/<name>/ with progress lines, checks each SHA-256, and answers are then judged by it', async () => {
    const modelsDir = tempModelsDir();
    const { provision, meaning, lines } = provisionIn(modelsDir);
    expect(meaning.status()).toEqual({ engine: 'word-vectors', model: 'all-MiniLM-L6-v2', state: 'downloading', message: 'The built-in word vectors until the sentence model all-MiniLM-L6-v2 is ready' });
    expect(await meaning.prepare(ANSWER)).toBeUndefined();

    await provision.start();

    const dir = join(modelsDir, 'all-MiniLM-L6-v2');
    expect(provision.path()).toBe(dir);
    expect(readdirSync(dir).sort()).toEqual(['model.onnx', 'tokenizer.json', 'tokenizer_config.json']);
    expect(readFileSync(join(dir, 'model.onnx')).equals(bodies['/onnx/model_quantized.onnx']!)).toBe(true);
    expect(meaning.status()).toEqual({ engine: 'sentence-model', model: 'all-MiniLM-L6-v2', state: 'ready', message: 'The sentence model all-MiniLM-L6-v2 (ONNX Runtime)' });
    expect(lines[0]).toMatch(/^Downloading the sentence model all-MiniLM-L6-v2 \(about 1 MB\) to .*all-MiniLM-L6-v2$/);
    const modelLines = lines.filter((l) => l.startsWith('Downloading the sentence model all-MiniLM-L6-v2 (model.onnx, 1 of 3): '));
    expect(modelLines.length).toBeGreaterThanOrEqual(3);
    expect(modelLines.at(-1)).toBe('Downloading the sentence model all-MiniLM-L6-v2 (model.onnx, 1 of 3): 100 % (1 of 1 MB)');
    expect(lines).toContain('Downloading the sentence model all-MiniLM-L6-v2 (tokenizer_config.json, 3 of 3): 100 % (0 of 0 MB)');
    expect(lines.at(-1)).toBe('The sentence model all-MiniLM-L6-v2 is ready (SHA-256 verified); analyses use it from now on');

    const encoder = await meaning.prepare(ANSWER);
    expect(encoder?.engine).toBe('sentence-model');
    expect(analyzeAnswerContent({ ...ANSWER, engine: 'whisper', ...(encoder ? { meaning: encoder } : {}) }).meaning).toBe('sentence-model');
    await meaning.close();

    // The next start finds it and asks nothing of the network (offline afterwards).
    const again = provisionIn(modelsDir, { baseUrl: 'http://127.0.0.1:9' });
    await again.provision.start();
    expect(again.provision.path()).toBe(dir);
    expect(served.requests).toHaveLength(3);
  });

  it('stops at a file whose SHA-256 is not the published one; answers stay with the word vectors, and the admin is told why', async () => {
    const modelsDir = tempModelsDir();
    const wrong = 'e'.repeat(64);
    const entry = catalogue['all-MiniLM-L6-v2'];
    const tampered = { 'all-MiniLM-L6-v2': { ...entry, files: entry.files.map((f, i) => (i === 1 ? { ...f, sha256: wrong } : f)) } };
    const { provision, meaning } = provisionIn(modelsDir, { catalogue: tampered });
    await provision.start();

    expect(provision.path()).toBeNull();
    expect(readdirSync(join(modelsDir, 'all-MiniLM-L6-v2'))).toEqual(['model.onnx']);
    expect(meaning.status().message).toMatch(
      new RegExp(`^The built-in word vectors: the sentence model all-MiniLM-L6-v2 is not available \\(the file from ${baseUrl}/tokenizer\\.json has SHA-256 [0-9a-f]{64}, not the published e{64}; it was deleted\\)$`),
    );
    expect(await meaning.prepare(ANSWER)).toBeUndefined();
  });

  it('fetches nothing when turned off, and uses an operator’s folder as it is', async () => {
    const modelsDir = tempModelsDir();
    const off = provisionIn(modelsDir, { setting: { kind: 'none' } });
    await off.provision.start();
    expect(off.meaning.status()).toEqual({ engine: 'word-vectors', model: null, state: 'off', message: 'The built-in word vectors: the sentence model is turned off (SENTENCE_MODEL=none)' });
    expect(await off.meaning.prepare(ANSWER)).toBeUndefined();
    const own = provisionIn(modelsDir, { setting: { kind: 'file', path: generated } });
    await own.provision.start();
    expect((await own.meaning.prepare(ANSWER))?.engine).toBe('sentence-model');
    await own.meaning.close();
    const missing = provisionIn(modelsDir, { setting: { kind: 'file', path: join(generated, 'nothing-here') } });
    await missing.provision.start();
    expect(missing.meaning.status()).toMatchObject({ engine: 'word-vectors', model: 'nothing-here', state: 'unavailable' });
    expect(missing.meaning.status().message).toMatch(/^The built-in word vectors: the sentence model nothing-here is not available \(ENOENT/);
    expect(await missing.meaning.prepare(ANSWER)).toBeUndefined();
    expect(served.requests).toEqual([]);
    expect(existsSync(modelsDir)).toBe(false);
  });

  it('falls back to the word vectors, once and said, when the model on disk cannot be run', async () => {
    const broken = tempModelsDir();
    await writeTinySentenceModel(broken, tinySentenceModel(['a'], () => [1, 0]));
    writeFileSync(join(broken, 'model.onnx'), 'not an onnx graph');
    const { meaning, lines } = provisionIn(tempModelsDir(), { setting: { kind: 'file', path: broken } });
    expect(await meaning.prepare(ANSWER)).toBeUndefined();
    expect(await meaning.prepare(ANSWER)).toBeUndefined();
    expect(meaning.status()).toMatchObject({ engine: 'word-vectors', model: 'models', state: 'unavailable' });
    expect(meaning.status().message).toMatch(/^The built-in word vectors: the sentence model models could not be run \(.+\)$/);
    expect(lines.filter((l) => l.startsWith('The sentence model models could not be loaded: '))).toHaveLength(1);
    expect(analyzeAnswerContent({ ...ANSWER, engine: 'whisper' }).meaning).toBe('word-vectors');
  });
});
