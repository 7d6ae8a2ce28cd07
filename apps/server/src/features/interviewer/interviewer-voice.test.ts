import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewerVoice } from './interviewer-voice.ts';
import { phonemeIdsOf, TEST_VOICE_SAMPLE_RATE, tinyPiperConfig, tinyPiperModel } from './piper-test-voice.ts';
import { readWavFacts } from './wav-header.ts';

// The whole chain at first start: Piper's release files fetched from a loopback "model host", checked against their
// SHA-256, prepared for sherpa-onnx, loaded, and speaking; the fetching's failure cases are in model-provision.test.ts.
const bodies: Record<string, Buffer> = {
  '/en/en_US/lessac/medium/en_US-lessac-medium.onnx': tinyPiperModel({ metadata: false }),
  '/en/en_US/lessac/medium/en_US-lessac-medium.onnx.json': Buffer.from(JSON.stringify(tinyPiperConfig())),
};
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');
let server: Server;
let baseUrl = '';
let dataDir = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const body = bodies[request.url ?? ''];
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-length': body.length }).end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'interviewer-voice-'));
});
afterAll(async () => {
  server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the interviewer’s voice at first start', () => {
  it('fetches the default Piper voice, verifies and prepares it, and speaks with it; espeak-ng until then', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString()).msg as string), done()) }));
    const files = Object.entries(bodies).map(([path, body]) => ({ path: path.slice(1), file: path.slice(path.lastIndexOf('/') + 1), sha256: sha(body) }));
    const voice = createInterviewerVoice({
      piperVoice: undefined,
      baseUrl,
      modelsDir: join(dataDir, 'models'),
      logger,
      catalogue: { 'en_US-lessac-medium': { dir: 'piper-en_US-lessac-medium', files, approxMb: 1, label: 'Lessac (US English)' } },
    });
    expect(voice.synthesis.status()).toMatchObject({ engine: 'espeak-ng', state: 'downloading' });
    expect((await voice.synthesis.synthesise({ text: 'Hello.', speed: 1 })).engine).toBe('espeak-ng');

    await voice.start();
    expect(voice.synthesis.status()).toEqual({ engine: 'piper', voice: 'en_US-lessac-medium', state: 'ready', message: 'Piper (sherpa-onnx) with the voice en_US-lessac-medium' });
    expect(lines).toContain('The Piper voice en_US-lessac-medium is ready (SHA-256 verified); the interviewer will use it from now on');
    expect((await voice.synthesis.voices())[0]).toEqual({ id: 'en_US-lessac-medium', label: 'Lessac (US English)', engine: 'piper' });
    const speech = await voice.synthesis.synthesise({ text: 'Thank you. That is the end of the interview.', speed: 1 });
    expect(speech.engine).toBe('piper');
    const wav = await collect(speech.audio);
    expect(readWavFacts(wav)?.sampleRate).toBe(TEST_VOICE_SAMPLE_RATE);
    expect(phonemeIdsOf(wav.subarray(44)).filter((id) => id === 1)).toHaveLength(2);
    voice.stop();
  });

  it('with PIPER_VOICE=none fetches nothing and says espeak-ng speaks', async () => {
    const logger = pino({ level: 'silent' });
    const voice = createInterviewerVoice({ piperVoice: 'none', baseUrl, modelsDir: join(dataDir, 'none'), logger });
    await voice.start();
    expect(voice.synthesis.status()).toEqual({ engine: 'espeak-ng', voice: null, state: 'off', message: 'espeak-ng: Piper is turned off (PIPER_VOICE=none)' });
    expect(voice.synthesis.engine).toBe('espeak-ng');
  });
});
