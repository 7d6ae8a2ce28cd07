/**
 * The analysis engine's public surface, the one entry point consumers import (`@rehearse/analysis`): analyse a
 * recording (in this process, or in a child process of its own so the caller's event loop stays free), check an
 * upload with the same probe, write the report files, apply a user's correction of whose voice is theirs, judge one answer's content from its timed
 * words (`analyzeAnswerContent`: mock answers, question → answer pairs of an interview) or a typed answer's text
 * (`typedAnswerContent`), read an answer's STAR story and who did its actions for the mock STAR check and follow-ups
 * (`readAnswerStar`), and check a whisper model file at start-up. Everything else under src/ is internal; package.json exports only this and
 * ./test-fixtures.
 */
export { analyze } from './analyze.ts';
export { analyzeInChildProcess, LOWEST_PRIORITY, type AnalyzeInChildProcessOptions } from './pipeline/run-analysis-process.ts';
export { probeMedia } from './probe/probe-media.ts';
export { startStreamProbe, type StreamProbe } from './probe/probe-media-stream.ts';
export { fillersRule } from './feedback/rules/fillers-rule.ts';
export { reportFileTexts, writeReportFiles } from './report/write-report-files.ts';
export type { AnalysisOptions, TranscriberPreference } from './analysis-options.ts';
export { MediaError } from './media-error.ts';
export { chooseTranscriber } from './audio/transcription/choose-transcriber.ts';
export { pcmWavHeader } from './audio/wav-file.ts';
export type { Transcriber, Transcript } from './audio/transcription/transcriber.ts';
export { inspectWhisperModel, WhisperModelError, type WhisperModelSummary } from './audio/transcription/whisper-model-file.ts';
export { correctSpeakers, type SpeakerCorrection } from './pipeline/correct-speakers.ts';
export { analyzeAnswerContent, type AnswerInput } from './content/analyze-answer-content.ts';
export { typedAnswerContent, typedAnswerInput, TYPED_ANSWER_ENGINE, type TypedAnswer } from './typed-answer-content.ts';
export { readAnswerStar, type AnswerStar, type AnswerStarSentence } from './content/answer-star.ts';
export { loadSentenceModel, SENTENCE_MODEL_FILES, type SentenceModel } from './content/meaning/sentence-model.ts';
export { sentenceModelMeaning } from './content/meaning/answer-meaning.ts';
export type { MeaningEncoder } from './content/meaning/meaning-encoder.ts';
