import type { TimeRange, TranscriptWord } from '@rehearse/contract/analysis-result';
import type { MeaningEncoder } from './meaning/meaning-encoder.ts';

/**
 * One answer to judge: its timed words (times in seconds of the recording, so findings can seek to them) and, when
 * known, the question it answers, the question's competency and its target time. An uploaded single answer passes its
 * whole transcript; a mock answer its question; a question → answer pair of an interview the candidate's words.
 */
export interface AnswerInput {
  words: readonly TranscriptWord[];
  /** The speech engine that made the words ('whisper (ggml-base.en)', 'pocketsphinx'), named beside the findings. */
  engine: string;
  question?: string;
  /** One of the behavioural ten, or a role set's own competency name. */
  competency?: string;
  targetSeconds?: number;
  /**
   * The answer recording's length (the Duration tile's figure): what the findings state as the answer's length and the
   * Length part judges. Absent (an answer cut from a longer recording, a typed one): its own speaking time.
   */
  recordedSeconds?: number;
  /** A typed answer: its times are not measured but estimated as if read aloud at this rate (findings say so). */
  readAloudWordsPerMinute?: number;
  /**
   * The candidate's own turns when another voice speaks between them (a recording with an interviewer): the answer's
   * times count only this speech. Absent: the answer is one stretch, first word to last.
   */
  speakingSpans?: readonly TimeRange[];
  /** What compares meanings (relevance, the first sentence that answers): a provisioned sentence model; absent, the built-in word vectors. */
  meaning?: MeaningEncoder;
}
