/**
 * What other packages' tests and benchmarks may use (`@rehearse/analysis/test-fixtures`): the real test media
 * built from Debian-packaged photographs and speech, and the guard that tells a suite whether those packages are there;
 * for the speech-recognition benchmark, the reference recordings, the recognisers and the word error rate; a tiny
 * whisper model with random weights, to run whisper.cpp without downloading a model; a seeded random generator for
 * reproducible random inputs; the check that a process was really stopped; and, for the content-from-speech benchmark,
 * a written answer spoken by espeak-ng and the check that every quote is a run of confidently heard words.
 */
export { ensureBenchmarkClip, ensureFixtures } from './fixtures/ensure-fixtures.ts';
export type { FixturePaths } from './fixtures/fixture-paths.ts';
export { ensureTwoVoiceInterview, type TwoVoiceInterview, type TwoVoiceTruth } from './fixtures/two-voice-interview.ts';
export { systemFilesPresent } from './fixtures/system-files.ts';
export { referenceSpeechClips, type ReferenceSpeechClip } from './fixtures/system-media.ts';
export { timedReferenceSpeech, wavSamples, type TimedReferenceSpeech } from './fixtures/timed-reference-speech.ts';
export { wordSpanTime } from './fixtures/word-span-time.ts';
export { createPocketsphinxTranscriber } from './audio/transcription/pocketsphinx-transcriber.ts';
export { createWhisperTranscriber } from './audio/transcription/whisper-transcriber.ts';
export { normaliseForWer, wordErrorRate } from './audio/transcription/word-error-rate.ts';
export { randomWhisperModel, writeRandomWhisperModel } from './fixtures/random-whisper-model.ts';
export { liveProcesses } from './process/live-processes.ts';
export { seededRandom } from './fixtures/seeded-random.ts';
export { speakAnswer } from './fixtures/spoken-answer.ts';
export { contentQuotes, quotedStretches, unquotableQuotes } from './fixtures/unquotable-quotes.ts';
export { tinySentenceModel, writeTinySentenceModel, type TinySentenceModel } from './fixtures/tiny-sentence-model.ts';
export { MINILM_L6_DIMENSIONS, writeRandomBertModel, type BertDimensions } from './fixtures/random-bert-model.ts';
