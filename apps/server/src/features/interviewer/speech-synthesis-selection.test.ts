import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelState } from '../../models/model-provision.ts';
import { writeTinyPiperFolder } from './piper-test-voice.ts';
import { UnknownVoiceError, type SpeechSynthesis, type SynthesisRequest } from './speech-synthesis.ts';
import { selectSpeechSynthesis, voiceStatus } from './speech-synthesis-selection.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'piper-select-'));
  await writeTinyPiperFolder(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function fakeEngine(engine: string, ids: string[], calls: SynthesisRequest[]): SpeechSynthesis & { warm(): Promise<void> } {
  return {
    engine,
    voices: async () => ids.map((id) => ({ id, label: id, engine })),
    warm: async () => undefined,
    synthesise: async (request) => {
      if (request.voice !== undefined && !ids.includes(request.voice)) throw new UnknownVoiceError(request.voice);
      calls.push(request);
      const audio = new PassThrough();
      audio.end();
      return { contentType: 'audio/wav', audio, engine, voice: request.voice ?? ids[0]! };
    },
  };
}

function harness(state: () => ModelState, options: { folder?: () => string | null; warmFails?: string } = {}) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString()).msg as string), done()) }));
  const espeakCalls: SynthesisRequest[] = [];
  const piperCalls: SynthesisRequest[] = [];
  const selection = selectSpeechSynthesis({
    piper: {
      folder: options.folder ?? (() => { const s = state(); return s.kind === 'ready' ? s.path : null; }),
      voice: () => (state().kind === 'off' ? null : { id: 'en_US-test-x_low', label: 'Test' }),
      state,
    },
    espeak: fakeEngine('espeak-ng', ['en-us', 'en-gb'], espeakCalls),
    systemEspeakData: async () => '/stand-in/espeak-ng-data',
    logger,
    makePiper: () => {
      const piper = fakeEngine('piper', ['en_US-test-x_low'], piperCalls);
      return options.warmFails ? { ...piper, warm: () => Promise.reject(new Error(options.warmFails)) } : piper;
    },
  });
  return { selection, lines, espeakCalls, piperCalls };
}

describe('choosing the interviewer’s voice', () => {
  it('speaks with espeak-ng while the Piper voice downloads, then with Piper once it is ready, keeping espeak-ng’s voices on offer', async () => {
    let state: ModelState = { kind: 'downloading', percent: 40 };
    const { selection, lines, espeakCalls, piperCalls } = harness(() => state);
    expect(selection.status()).toEqual({ engine: 'espeak-ng', voice: 'en_US-test-x_low', state: 'downloading', message: 'espeak-ng while the Piper voice en_US-test-x_low downloads (40 %)' });
    expect((await selection.voices()).map((v) => v.id)).toEqual(['en-us', 'en-gb']);
    await selection.synthesise({ text: 'Hello.', speed: 1 });
    expect(espeakCalls).toHaveLength(1);

    state = { kind: 'ready', path: dir };
    expect(selection.status().state).toBe('loading');
    await selection.warm();
    expect(selection.engine).toBe('piper');
    expect(selection.status()).toEqual({ engine: 'piper', voice: 'en_US-test-x_low', state: 'ready', message: 'Piper (sherpa-onnx) with the voice en_US-test-x_low' });
    expect(lines).toContain('The interviewer speaks with the Piper voice en_US-test-x_low');
    expect((await selection.voices()).map((v) => `${v.engine}:${v.id}`)).toEqual(['piper:en_US-test-x_low', 'espeak-ng:en-us', 'espeak-ng:en-gb']);
    expect((await selection.synthesise({ text: 'Hello.', speed: 1 })).engine).toBe('piper');
    expect((await selection.synthesise({ text: 'Hello.', voice: 'en-gb', speed: 1 })).engine).toBe('espeak-ng');
    expect(piperCalls).toHaveLength(1);
    await expect(selection.synthesise({ text: 'Hello.', voice: 'fr', speed: 1 })).rejects.toBeInstanceOf(UnknownVoiceError);
  });

  it('falls back to espeak-ng, says why once, and answers a request for the Piper voice with espeak-ng’s default, when the folder cannot be loaded', async () => {
    const { selection, lines, espeakCalls } = harness(() => ({ kind: 'ready', path: dir }), { warmFails: 'onnxruntime said no' });
    const speech = await selection.synthesise({ text: 'Hello.', voice: 'en_US-test-x_low', speed: 1.2 });
    expect(speech.engine).toBe('espeak-ng');
    expect(espeakCalls).toEqual([{ text: 'Hello.', speed: 1.2 }]);
    await selection.synthesise({ text: 'Again.', speed: 1 });
    expect(lines.filter((l) => l.includes('could not be loaded'))).toEqual(['The Piper voice en_US-test-x_low could not be loaded (onnxruntime said no); the interviewer speaks with espeak-ng']);
    expect(selection.status()).toMatchObject({ engine: 'espeak-ng', state: 'unavailable', message: 'espeak-ng: the Piper voice en_US-test-x_low could not be loaded (onnxruntime said no)' });
  });

  it('refuses an operator’s folder that is not a sherpa-onnx Piper voice without loading it', async () => {
    const { selection, lines } = harness(() => ({ kind: 'ready', path: '/nonexistent/vits-piper-x' }));
    expect((await selection.synthesise({ text: 'Hello.', speed: 1 })).engine).toBe('espeak-ng');
    expect(lines.at(-1)).toBe('The Piper voice en_US-test-x_low could not be loaded (/nonexistent/vits-piper-x is not a folder); the interviewer speaks with espeak-ng');
  });

  it('names the engine and the reason for the admin in every state', () => {
    expect(voiceStatus({ kind: 'off' }, null, false, null)).toEqual({ engine: 'espeak-ng', voice: null, state: 'off', message: 'espeak-ng: Piper is turned off (PIPER_VOICE=none)' });
    expect(voiceStatus({ kind: 'waiting' }, 'v', false, null).message).toBe('espeak-ng until the Piper voice v is ready');
    expect(voiceStatus({ kind: 'failed', reason: 'cannot reach huggingface.co (ENOTFOUND)' }, 'v', false, null)).toEqual({
      engine: 'espeak-ng', voice: 'v', state: 'unavailable', message: 'espeak-ng: the Piper voice v could not be fetched (cannot reach huggingface.co (ENOTFOUND))',
    });
  });
});
