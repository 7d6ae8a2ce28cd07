import type { InterviewerVoiceStatus } from '@rehearse/contract/admin-settings';
import type { Logger } from '../../logging/logger.ts';
import type { ModelState } from '../../models/model-provision.ts';
import { piperSpeechSynthesis, type PiperSynthesisOptions } from './piper-speech-synthesis.ts';
import { readPiperVoiceFolder } from './piper-voice-folder.ts';
import { UnknownVoiceError, type SpeechSynthesis, type SynthesisRequest, type SynthesisedSpeech, type SynthesisVoice } from './speech-synthesis.ts';

export interface SpeechSynthesisSelectionOptions {
  piper: { folder(): string | null; voice(): { id: string; label: string } | null; state(): ModelState };
  espeak: SpeechSynthesis;
  systemEspeakData: () => Promise<string>;
  logger: Logger;
  /** Builds the Piper engine for a ready folder; tests pass a stand-in loader. */
  makePiper?: (options: PiperSynthesisOptions) => SpeechSynthesis & { warm(): Promise<void> };
}

export type SelectedSpeechSynthesis = SpeechSynthesis & {
  status(): InterviewerVoiceStatus;
  /** Loads the Piper voice as soon as its folder is ready, so the first question does not wait for it. */
  warm(): Promise<void>;
};

/**
 * Piper when a voice is provisioned and loads, else espeak-ng (decision 082). espeak-ng's voices stay on offer beside
 * the Piper voice; a request without a voice gets Piper. A voice folder that cannot be loaded is reported once and
 * espeak-ng speaks instead, for this process's life.
 */
export function selectSpeechSynthesis(options: SpeechSynthesisSelectionOptions): SelectedSpeechSynthesis {
  const makePiper = options.makePiper ?? piperSpeechSynthesis;
  let loaded: { folder: string; synthesis: SpeechSynthesis } | null = null;
  let failed: { folder: string; reason: string } | null = null;
  let loading: Promise<void> | null = null;

  async function piperNow(): Promise<SpeechSynthesis | null> {
    const folder = options.piper.folder();
    const voice = options.piper.voice();
    if (!folder || !voice) return null;
    if (loaded?.folder === folder) return loaded.synthesis;
    if (failed?.folder === folder) return null;
    loading ??= (async () => {
      try {
        const files = await readPiperVoiceFolder(folder, options.systemEspeakData);
        const synthesis = makePiper({ voice, files });
        await synthesis.warm();
        loaded = { folder, synthesis };
        options.logger.info({ voice: voice.id, folder }, `The interviewer speaks with the Piper voice ${voice.id}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failed = { folder, reason };
        options.logger.warn({ voice: voice.id, folder, err: reason }, `The Piper voice ${voice.id} could not be loaded (${reason}); the interviewer speaks with espeak-ng`);
      } finally {
        loading = null;
      }
    })();
    await loading;
    return loaded?.folder === folder ? loaded.synthesis : null;
  }

  const isPiperRequest = (request: SynthesisRequest) => request.voice === undefined || request.voice === options.piper.voice()?.id;

  return {
    get engine() {
      return loaded ? 'piper' : options.espeak.engine;
    },
    async voices(): Promise<SynthesisVoice[]> {
      const piper = await piperNow();
      if (!piper) return options.espeak.voices();
      const espeak = await options.espeak.voices().catch(() => []);
      return [...(await piper.voices()), ...espeak];
    },
    async synthesise(request: SynthesisRequest, signal?: AbortSignal): Promise<SynthesisedSpeech> {
      const piper = isPiperRequest(request) ? await piperNow() : null;
      if (piper) {
        try {
          return await piper.synthesise(request, signal);
        } catch (error) {
          if (error instanceof UnknownVoiceError || signal?.aborted) throw error;
          options.logger.warn({ err: error }, 'Piper could not speak; espeak-ng speaks instead');
        }
      }
      // A Piper voice asked for while Piper is not (or no longer) there: espeak-ng's default voice, not a refusal.
      const piperAsked = request.voice !== undefined && request.voice === options.piper.voice()?.id;
      return options.espeak.synthesise(piperAsked ? { text: request.text, speed: request.speed } : request, signal);
    },
    status: () => voiceStatus(options.piper.state(), options.piper.voice()?.id ?? null, loaded !== null, failed?.reason ?? null),
    warm: async () => {
      await piperNow();
    },
  };
}

/** The admin's line: which engine speaks now, and why not Piper when it is not. */
export function voiceStatus(state: ModelState, voice: string | null, loaded: boolean, loadFailure: string | null): InterviewerVoiceStatus {
  const name = voice ?? '';
  if (loaded) return { engine: 'piper', voice, state: 'ready', message: `Piper (sherpa-onnx) with the voice ${name}` };
  if (loadFailure) return { engine: 'espeak-ng', voice, state: 'unavailable', message: `espeak-ng: the Piper voice ${name} could not be loaded (${loadFailure})` };
  switch (state.kind) {
    case 'off':
      return { engine: 'espeak-ng', voice: null, state: 'off', message: 'espeak-ng: Piper is turned off (PIPER_VOICE=none)' };
    case 'ready':
      return { engine: 'espeak-ng', voice, state: 'loading', message: `espeak-ng until the Piper voice ${name} is loaded` };
    case 'waiting':
      return { engine: 'espeak-ng', voice, state: 'downloading', message: `espeak-ng until the Piper voice ${name} is ready` };
    case 'downloading':
      return { engine: 'espeak-ng', voice, state: 'downloading', message: `espeak-ng while the Piper voice ${name} downloads${state.percent === null ? '' : ` (${state.percent} %)`}` };
    case 'failed':
      return { engine: 'espeak-ng', voice, state: 'unavailable', message: `espeak-ng: the Piper voice ${name} could not be fetched (${state.reason})` };
  }
}
