import type { MicVAD } from '@ricky0123/vad-web';

/** Served by our own server beside the app (scripts/vad-model-files.ts): no CDN. */
const VAD_ASSETS = '/vad-model/';
/** No frame from the model for this long (a stalled worklet): its last probability is no longer the voice's. */
const STALE_MS = 500;

/** What listens for the end of an answer: Silero VAD's speech probability, or the microphone level (the fallback). */
export type ListeningSource = 'voice-model' | 'level';

export interface VoiceActivity {
  /** The model's speech probability for the last 32 ms frame, or undefined when it has none fresh. */
  speechProbability(): number | undefined;
  close(): void;
}

/**
 * Silero VAD (v5) on the microphone stream, run by onnxruntime-web in the browser. Resolves when the model runs,
 * however long a busy machine takes to load it (the caller listens by the microphone level until then and switches
 * over), or null when the model, its runtime or the audio worklet cannot load at all (old browser, blocked WASM).
 * The stream is shared with the recorder, so the model never stops or pauses its tracks.
 */
export async function sileroVoiceActivity(stream: MediaStream): Promise<VoiceActivity | null> {
  let latest: { p: number; at: number } | null = null;
  let vad: MicVAD;
  const context = new AudioContext();
  try {
    const { MicVAD } = await import('@ricky0123/vad-web');
    vad = await MicVAD.new({
      model: 'v5',
      baseAssetPath: VAD_ASSETS,
      onnxWASMBasePath: VAD_ASSETS,
      // Threads need cross-origin isolation, which the app does not have.
      ortConfig: (ort) => {
        ort.env.wasm.numThreads = 1;
        ort.env.logLevel = 'error';
      },
      audioContext: context,
      getStream: () => Promise.resolve(stream),
      pauseStream: () => Promise.resolve(),
      resumeStream: () => Promise.resolve(stream),
      startOnLoad: true,
      onFrameProcessed: (probabilities) => {
        latest = { p: probabilities.isSpeech, at: performance.now() };
      },
    });
    void context.resume();
  } catch {
    void context.close();
    return null;
  }
  const running = vad;
  return {
    speechProbability() {
      const frame = latest;
      return frame && performance.now() - frame.at < STALE_MS ? frame.p : undefined;
    },
    close() {
      void running.destroy().catch(() => undefined);
      void context.close();
    },
  };
}
