/**
 * What other packages' tests and benchmarks may use (`@rehearse/analysis/test-fixtures`): the real test media
 * built from Debian-packaged photographs and speech, and the guard that tells a suite whether those packages are there;
 * for the speech-recognition benchmark, the reference recordings, the recognisers and the word error rate; a tiny
 * whisper model with random weights, to run whisper.cpp without downloading a model.
 */
export { ensureBenchmarkClip, ensureFixtures } from './fixtures/ensure-fixtures.ts';
export type { FixturePaths } from './fixtures/fixture-paths.ts';
export { systemFilesPresent } from './fixtures/system-files.ts';
export { referenceSpeechClips, type ReferenceSpeechClip } from './fixtures/system-media.ts';
export { createPocketsphinxTranscriber } from './audio/transcription/pocketsphinx-transcriber.ts';
export { createWhisperTranscriber } from './audio/transcription/whisper-transcriber.ts';
export { normaliseForWer, wordErrorRate } from './audio/transcription/word-error-rate.ts';
export { writeRandomWhisperModel } from './fixtures/random-whisper-model.ts';
