import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { PassThrough } from 'node:stream';
import { INTERVIEWER_MAX_SPEED, INTERVIEWER_MIN_SPEED } from '@rehearse/contract/interview-conversation';
import { pcmWavHeader } from '@rehearse/analysis';
import type { PiperVoiceFiles } from './piper-voice-folder.ts';
import { UnknownVoiceError, type SpeechSynthesis, type SynthesisRequest, type SynthesisedSpeech, type SynthesisVoice } from './speech-synthesis.ts';
import { speakableText } from './speech-text.ts';

/** The part of sherpa-onnx-node's OfflineTts used here (the package ships JavaScript with JSDoc, no declarations). */
export interface OfflineTtsEngine {
  readonly sampleRate: number;
  generateAsync(request: {
    text: string;
    sid: number;
    speed: number;
    /** Called with each sentence's samples as it is made; answering 0 stops the generation. */
    onProgress?: (info: { samples: Float32Array; progress: number }) => number;
  }): Promise<{ samples: Float32Array; sampleRate: number }>;
}

export type LoadOfflineTts = (files: PiperVoiceFiles, numThreads: number) => Promise<OfflineTtsEngine>;

export interface PiperSynthesisOptions {
  voice: { id: string; label: string };
  files: PiperVoiceFiles;
  /** Both cores of the reference machine by default: the interviewer speaks while the candidate waits. */
  numThreads?: number;
  load?: LoadOfflineTts;
}

/**
 * The interviewer's natural voice: a Piper (VITS) voice run in-process by sherpa-onnx's OfflineTts. Each sentence is
 * sent as a WAV chunk the moment it is made, so the browser starts playing the first sentence while the rest is
 * synthesised. One utterance at a time per engine (its session is not shared between generations); aborting stops it
 * at the next sentence.
 */
export function piperSpeechSynthesis(options: PiperSynthesisOptions): SpeechSynthesis & { warm(): Promise<void> } {
  const numThreads = options.numThreads ?? Math.min(2, availableParallelism());
  const load = options.load ?? loadSherpaOfflineTts;
  let engine: Promise<OfflineTtsEngine> | null = null;
  const engineNow = () => (engine ??= load(options.files, numThreads).catch((error: unknown) => ((engine = null), Promise.reject(error))));
  let queue: Promise<unknown> = Promise.resolve();
  const voice: SynthesisVoice = { id: options.voice.id, label: options.voice.label, engine: 'piper' };

  return {
    engine: 'piper',
    voices: async () => [voice],
    warm: async () => {
      await engineNow();
    },
    async synthesise(request: SynthesisRequest, signal?: AbortSignal): Promise<SynthesisedSpeech> {
      if (request.voice !== undefined && request.voice !== voice.id) throw new UnknownVoiceError(request.voice);
      const text = speakableText(request.text);
      if (!text) throw new Error('Nothing to say: the text has no speakable words.');
      const tts = await engineNow();
      signal?.throwIfAborted();
      const audio = new PassThrough();
      let stopped = false;
      const stop = () => (stopped = true);
      signal?.addEventListener('abort', stop, { once: true });
      audio.on('close', stop);
      audio.write(pcmWavHeader(tts.sampleRate));
      const run = queue.then(async () => {
        if (stopped) return;
        await tts.generateAsync({
          text,
          sid: 0,
          speed: clampedSpeed(request.speed),
          onProgress: ({ samples }) => {
            if (stopped) return 0;
            audio.write(pcm16(samples));
            return 1;
          },
        });
      });
      queue = run.catch(() => undefined);
      run.then(
        () => {
          signal?.removeEventListener('abort', stop);
          if (stopped) audio.destroy(signal?.reason instanceof Error ? signal.reason : new Error('Speech stopped.'));
          else audio.end();
        },
        (error: unknown) => audio.destroy(new Error(`Piper failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })),
      );
      return { contentType: 'audio/wav', audio, engine: 'piper', voice: voice.id };
    },
  };
}

export function clampedSpeed(speed: number): number {
  return Math.min(INTERVIEWER_MAX_SPEED, Math.max(INTERVIEWER_MIN_SPEED, Number.isFinite(speed) ? speed : 1));
}

/** Float samples in [-1, 1] as 16-bit little-endian PCM, clipped. */
export function pcm16(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i]!));
    out.writeInt16LE(Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff), i * 2);
  }
  return out;
}

interface SherpaOnnxNode {
  OfflineTts: { createAsync(config: unknown): Promise<OfflineTtsEngine> };
}

/** Loaded on first use: the native addon costs nothing to a server that speaks with espeak-ng. */
const loadSherpaOfflineTts: LoadOfflineTts = async (files, numThreads) => {
  const sherpa = createRequire(import.meta.url)('sherpa-onnx-node') as SherpaOnnxNode;
  return sherpa.OfflineTts.createAsync({
    model: { vits: { model: files.model, tokens: files.tokens, dataDir: files.espeakData }, numThreads, provider: 'cpu', debug: false },
    // One sentence at a time: the first is ready to play while the next are made.
    maxNumSentences: 1,
  });
};
