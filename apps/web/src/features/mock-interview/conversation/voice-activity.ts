import type { MicVAD } from '@ricky0123/vad-web';

/** Served by our own server beside the app (scripts/vad-model-files.ts): no CDN. */
const VAD_ASSETS = '/vad-model/';
/** A model that has not loaded by then is given up: the level path listens instead. */
const LOAD_TIMEOUT_MS = 8_000;
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
 * Silero VAD (v5) on the microphone stream, run by onnxruntime-web in the browser. Resolves null when the model,
 * its runtime or the audio worklet cannot load (old browser, blocked WASM, slow machine): the caller falls back to the
 * microphone level. The stream is shared with the recorder, so the model never stops or pauses its tracks.
 */
export async function sileroVoiceActivity(stream: MediaStream): Promise<VoiceActivity | null> {
  let latest: { p: number; at: number } | null = null;
  let vad: MicVAD | null;
  const context = new AudioContext();
  try {
    const { MicVAD } = await import('@ricky0123/vad-web');
    const loading = MicVAD.new({
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
    vad = await Promise.race([loading, new Promise<null>((resolve) => window.setTimeout(() => resolve(null), LOAD_TIMEOUT_MS))]);
    if (!vad) {
      void loading.then((late) => late.destroy()).catch(() => undefined);
      void context.close();
      return null;
    }
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
