import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { randomWhisperModel } from '@rehearse/analysis/test-fixtures';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config.ts';
import { createAnalysisEngine } from '../features/analysis/create-analysis-engine.ts';
import { createWhisperModelProvision, type WhisperModelProvisionOptions } from './whisper-model-provision.ts';

// The real provisioning code against a loopback HTTP server that serves the generated random-weight whisper model
// under a published name, as the model host would. A wrong checksum, a cut-off download and a server that is down
// are tested for every fetched model in model-provision.test.ts; here, what whisper adds.
const model = randomWhisperModel({ seed: 3 });
const sha256 = createHash('sha256').update(model).digest('hex');
const published = (file: string, hash = sha256) => ({ files: [{ path: file, file, sha256: hash }], approxMb: 2 });
const catalogue = {
  'tiny.en': published('ggml-tiny.en.bin'),
  'base.en': published('ggml-base.en.bin'),
  'small.en': published('ggml-small.en.bin'),
};

interface Served {
  ranges: (string | undefined)[];
  /** Answer 200 with the whole file whatever the request asks, as some servers do. */
  ignoreRange: boolean;
}
const served: Served = { ranges: [], ignoreRange: false };
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    served.ranges.push(request.headers.range);
    if (request.url !== '/ggml-base.en.bin') return void response.writeHead(404).end('not found');
    const range = served.ignoreRange ? null : /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const body = model.subarray(start);
    response.writeHead(range ? 206 : 200, { 'content-length': body.length, ...(range ? { 'content-range': `bytes ${start}-${model.length - 1}/${model.length}` } : {}) });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const dirs: string[] = [];
afterEach(() => {
  served.ranges = [];
  served.ignoreRange = false;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function provisionIn(modelsDir: string, overrides: Partial<WhisperModelProvisionOptions> = {}) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()).msg as string), done()) }));
  const provision = createWhisperModelProvision({
    setting: { kind: 'name', name: 'base.en' },
    transcriber: 'auto',
    modelsDir,
    baseUrl,
    logger,
    catalogue,
    ...overrides,
  });
  return { provision, lines };
}

function tempModelsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-models-'));
  dirs.push(dir);
  return join(dir, 'models');
}

describe('fetching a named whisper model at start-up', () => {
  it('downloads it into DATA_DIR/models with progress lines, checks its SHA-256, and analyses then use it', async () => {
    const modelsDir = tempModelsDir();
    const { provision, lines } = provisionIn(modelsDir);
    const engine = createAnalysisEngine(parseEnv({ NODE_ENV: 'test' }), () => provision.modelPath());
    expect(provision.status()).toMatchObject({ engine: 'pocketsphinx', model: 'base.en', state: 'downloading' });
    expect(engine.options).toMatchObject({ whisperModel: null, transcriber: 'auto' });

    await provision.start();

    const path = join(modelsDir, 'ggml-base.en.bin');
    expect(provision.modelPath()).toBe(path);
    expect(readFileSync(path).equals(model)).toBe(true);
    expect(readdirSync(modelsDir)).toEqual(['ggml-base.en.bin']);
    expect(provision.status()).toEqual({ engine: 'whisper', model: 'base.en', state: 'ready', message: 'Whisper (whisper.cpp) with the model base.en' });
    expect(engine.options).toMatchObject({ whisperModel: path });
    expect(lines[0]).toMatch(/^Downloading the whisper model base\.en \(about 2 MB\) to /);
    expect(lines).toContain('Downloading the whisper model base.en: 100 % (2 of 2 MB)');
    expect(lines.at(-1)).toBe('The whisper model base.en is ready (SHA-256 verified); analyses use it from now on');

    // The next start finds it and asks nothing of the network (offline afterwards).
    const again = provisionIn(modelsDir, { baseUrl: 'http://127.0.0.1:9' });
    await again.provision.start();
    expect(again.provision.modelPath()).toBe(path);
    expect(served.ranges).toHaveLength(1);
  });

  it('starts afresh when the server ignores the range and sends the whole file again', async () => {
    const modelsDir = tempModelsDir();
    served.ignoreRange = true;
    mkdirSync(modelsDir);
    writeFileSync(join(modelsDir, 'ggml-base.en.bin.part'), Buffer.alloc(5000, 7));
    const { provision } = provisionIn(modelsDir);
    await provision.start();
    expect(served.ranges).toEqual(['bytes=5000-']);
    expect(provision.status().state).toBe('ready');
    expect(readFileSync(join(modelsDir, 'ggml-base.en.bin')).equals(model)).toBe(true);
  });

  it('when the fetch fails leaves analyses on PocketSphinx and tells the admin why', async () => {
    const modelsDir = tempModelsDir();
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const { provision } = provisionIn(modelsDir, { baseUrl: `http://127.0.0.1:${port}` });
    const engine = createAnalysisEngine(parseEnv({ NODE_ENV: 'test', TRANSCRIBER: 'whisper', WHISPER_MODEL: 'base.en' }), () => provision.modelPath());

    await provision.start();

    expect(provision.status()).toEqual({
      engine: 'pocketsphinx',
      model: 'base.en',
      state: 'unavailable',
      message: `PocketSphinx: the whisper model base.en could not be fetched (cannot reach 127.0.0.1:${port} (ECONNREFUSED))`,
    });
    expect(engine.options).toMatchObject({ whisperModel: null, transcriber: 'auto' });
  });

  it('fetches nothing when whisper is off or a file is configured', async () => {
    const modelsDir = tempModelsDir();
    const off = provisionIn(modelsDir, { setting: { kind: 'none' } });
    await off.provision.start();
    expect(off.provision.status()).toEqual({ engine: 'pocketsphinx', model: null, state: 'off', message: 'PocketSphinx: whisper is turned off (WHISPER_MODEL=none)' });
    const file = provisionIn(modelsDir, { setting: { kind: 'file', path: '/srv/models/ggml-custom.bin' } });
    await file.provision.start();
    expect(file.provision.status()).toMatchObject({ engine: 'whisper', model: 'ggml-custom.bin', state: 'ready' });
    expect(file.provision.modelPath()).toBe('/srv/models/ggml-custom.bin');
    const pocketsphinx = provisionIn(modelsDir, { transcriber: 'pocketsphinx' });
    await pocketsphinx.provision.start();
    expect(pocketsphinx.provision.status()).toMatchObject({ engine: 'pocketsphinx', state: 'off', message: 'PocketSphinx (TRANSCRIBER=pocketsphinx)' });
    expect(served.ranges).toEqual([]);
    expect(existsSync(modelsDir)).toBe(false);
  });
});
