import type { Readable } from 'node:stream';

/** A voice the server can speak with. */
export interface SynthesisVoice {
  id: string;
  label: string;
  engine: string;
}

export interface SynthesisRequest {
  text: string;
  /** A voice id from `voices()`; the engine's default when absent. */
  voice?: string;
  /** Speaking rate as a factor of the voice's own pace (contract: INTERVIEWER_MIN_SPEED–INTERVIEWER_MAX_SPEED). */
  speed: number;
}

/** Speech as it is made: a WAV stream that starts before the whole utterance is synthesised. */
export interface SynthesisedSpeech {
  contentType: 'audio/wav';
  audio: Readable;
  engine: string;
  voice: string;
}

/** The voice that isn't there: asked for by id, not offered by the engine. */
export class UnknownVoiceError extends Error {
  constructor(readonly voice: string) {
    super(`No voice '${voice}' on this server.`);
    this.name = 'UnknownVoiceError';
  }
}

/**
 * The interviewer's voice on the server: Piper where a voice is provisioned, espeak-ng as the offline fallback. The
 * browser's own voices need no server and are not behind this port.
 */
export interface SpeechSynthesis {
  readonly engine: string;
  voices(): Promise<SynthesisVoice[]>;
  /** Starts speaking; the stream ends with the utterance, or errors when the engine fails. Aborting stops the engine. */
  synthesise(request: SynthesisRequest, signal?: AbortSignal): Promise<SynthesisedSpeech>;
}
