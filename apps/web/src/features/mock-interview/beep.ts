/** A short tone (Web Audio) for the 60 s and 85 s marks; silent where audio output is unavailable. */
export function beep(frequency = 880, durationMs = 180): void {
  try {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + durationMs / 1000);
    oscillator.onended = () => void context.close().catch(() => {});
  } catch {
    // No audio output: the ring's colour still warns.
  }
}
