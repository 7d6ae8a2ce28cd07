/** Every audio measurement runs on 16 kHz mono: enough for speech (pitch ≤ 400 Hz, formants ≤ 8 kHz) and what PocketSphinx and whisper.cpp expect. */
export const SAMPLE_RATE = 16_000;

/** Analysis frames advance by 10 ms, the usual hop for intensity and pitch contours (Praat's default time step is of this order). */
export const HOP_SECONDS = 0.01;
export const HOP_SAMPLES = SAMPLE_RATE * HOP_SECONDS;
