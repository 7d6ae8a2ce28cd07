/**
 * Plain-language notes for the engine's quality flags (why a metric reads 'Insufficient data'), shown as a warning. An
 * audio-only recording is no fault (a phone interview has no camera): its own card says what was analysed, so
 * `no_video_stream` has no warning here.
 */
const NOTES: Record<string, string> = {
  face_rarely_visible: 'Your face was visible in too few frames to measure eye contact and engagement reliably.',
  no_speech: 'Little or no speech was detected, so speech metrics could not be measured.',
  no_audio_stream: 'The file has no audio track, so audio metrics could not be measured.',
  clipping: 'The audio is clipped (too loud for the microphone) in places.',
  very_low_level: 'The audio level is very low; speak closer to the microphone.',
  no_transcriber: 'No speech recogniser was available: word-based figures are estimated from syllables.',
};

export function qualityNotes(flags: readonly string[]): string[] {
  return flags.flatMap((f) => (NOTES[f] ? [NOTES[f]] : []));
}
