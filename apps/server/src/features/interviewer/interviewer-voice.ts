import type { Logger } from '../../logging/logger.ts';
import { espeakDataDir, espeakSpeechSynthesis } from './espeak-speech-synthesis.ts';
import { DEFAULT_PIPER_VOICE_BASE_URL } from './piper-voice-catalogue.ts';
import { createPiperVoiceProvision, type PiperVoiceProvisionOptions } from './piper-voice-provision.ts';
import { parsePiperVoiceSetting } from './piper-voice-setting.ts';
import { selectSpeechSynthesis, type SelectedSpeechSynthesis, type SpeechSynthesisSelectionOptions } from './speech-synthesis-selection.ts';

export interface InterviewerVoiceOptions {
  /** PIPER_VOICE as set (unset: the default voice). */
  piperVoice: string | undefined;
  /** PIPER_VOICE_BASE_URL as set. */
  baseUrl?: string | undefined;
  /** DATA_DIR/models, shared with the speech and sentence models. */
  modelsDir: string;
  logger: Logger;
  catalogue?: PiperVoiceProvisionOptions['catalogue'];
  makePiper?: SpeechSynthesisSelectionOptions['makePiper'];
}

/** The interviewer's voice for the composition root: the synthesis the routes speak with, its status, and its start. */
export interface InterviewerVoice {
  synthesis: SelectedSpeechSynthesis;
  /** Fetches a named voice (main.ts, like the speech model), then loads it; never rejects. */
  start(): Promise<void>;
  stop(): void;
}

export function createInterviewerVoice(options: InterviewerVoiceOptions): InterviewerVoice {
  let dataDir: Promise<string> | null = null;
  const systemEspeakData = () => (dataDir ??= espeakDataDir().catch((error: unknown) => ((dataDir = null), Promise.reject(error))));
  const provision = createPiperVoiceProvision({
    setting: parsePiperVoiceSetting(options.piperVoice),
    modelsDir: options.modelsDir,
    baseUrl: options.baseUrl?.trim() || DEFAULT_PIPER_VOICE_BASE_URL,
    logger: options.logger,
    systemEspeakData,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
  });
  const synthesis = selectSpeechSynthesis({
    piper: provision,
    espeak: espeakSpeechSynthesis(),
    systemEspeakData,
    logger: options.logger,
    ...(options.makePiper ? { makePiper: options.makePiper } : {}),
  });
  return {
    synthesis,
    start: async () => {
      await provision.start();
      await synthesis.warm();
    },
    stop: () => provision.stop(),
  };
}
