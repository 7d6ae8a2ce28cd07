/** The microphone's loudness now, in dBFS, from an AnalyserNode: the turn-taker's level path (decision 065). */
export interface MicrophoneLevel {
  levelDb(): number;
  close(): void;
}

const FLOOR_DB = -100;

export function microphoneLevel(stream: MediaStream): MicrophoneLevel {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  // 1,024 samples at 48 kHz ≈ 21 ms: one look per turn-taking frame (≈ 32 ms) sees fresh samples.
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  void context.resume();
  return {
    levelDb() {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      const rms = Math.sqrt(sum / samples.length);
      return rms > 0 ? Math.max(FLOOR_DB, 20 * Math.log10(rms)) : FLOOR_DB;
    },
    close() {
      source.disconnect();
      void context.close();
    },
  };
}
