import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioResult, Filler, Pause, QualityFlag, TranscriptWord } from '@rehearse/contract/analysis-result';
import type { AnalysisOptions } from '../analysis-options.ts';
import { timeLimitFor } from '../process/time-limit.ts';
import { analyzeAcoustics } from './acoustic-analysis.ts';
import { audioFigures } from './audio-figures.ts';
import { decodePcm } from './decode-pcm.ts';
import { emptyAudioResult } from './empty-audio-result.ts';
import { SAMPLE_RATE } from './sample-rate.ts';
import { diarize } from './speakers/diarize.ts';
import { voiceViews, type VoiceBranch } from './speakers/voice-views.ts';
import { chooseTranscriber } from './transcription/choose-transcriber.ts';
import type { Transcript } from './transcription/transcriber.ts';
import { whisperThreads } from './transcription/whisper-threads.ts';
import { writeWav } from './wav-file.ts';

/** What the audio branch is doing: measuring the voice (decode, acoustics, speakers) or waiting for the recogniser. */
export type AudioStep = 'audio' | 'transcribe';

export interface AudioBranchOutput {
  audio: AudioResult;
  transcript: { text: string; words: TranscriptWord[] } | null;
  fillers: Filler[];
  pauses: Pause[];
  loudnessPerSecond: (number | null)[];
  transcriber: { engine: 'whisper' | 'pocketsphinx' | 'none'; detail: string | null };
  flags: QualityFlag[];
  /** Each voice measured on its own when the recording has two or more (an interviewer and the candidate); else null. */
  voices: VoiceBranch | null;
}

/** The branch's fraction at the end of each step (see `analyzeAudio`). */
const DECODED = 0.05;
const VOICE_MEASURED = 0.2;
const TRANSCRIBED = 0.95;

/** Speech level under this is flagged: the recording is barely audible (see docs/SCORING-audio.md). */
export const VERY_LOW_LEVEL_DBFS = -40;
/** More than 0.1 % of samples at full scale is audible distortion. */
export const CLIPPING_FLAG_RATIO = 0.001;

/**
 * The audio branch: decode → acoustic measurements (loudness, YIN pitch, voice activity, pauses, syllable nuclei,
 * acoustic filled pauses, speaker turns) while the transcriber runs in its own process → fillers, word metrics, scores,
 * and, when two or more voices speak, the same figures for each voice on its own.
 * Progress follows where the time goes: loading the recogniser and decoding 0–5 %, the voice's measurements 5–20 %,
 * waiting for the recogniser 20–95 % (on a one-minute answer it takes most of the branch), each with its step.
 */
export async function analyzeAudio(
  file: string,
  input: {
    duration: number;
    hasAudio: boolean;
    /** The video branch runs beside this one (it takes a core of its own); default no. */
    videoAlongside?: boolean;
    options: AnalysisOptions;
    onProgress?: (fraction: number, step: AudioStep) => void;
  },
): Promise<AudioBranchOutput> {
  const progress = input.onProgress ?? (() => {});
  if (!input.hasAudio) return noAudio(input.duration);

  progress(0, 'transcribe');
  const transcriber = await chooseTranscriber(input.options, whisperThreads(availableParallelism(), input.videoAlongside ?? false));
  const samples = await decodePcm(file, {
    ffmpegPath: input.options.ffmpegPath,
    expectedDuration: input.duration,
    limit: timeLimitFor('Decoding the audio', input.duration, input.options),
    onProgress: (f) => progress(DECODED * f, 'audio'),
  });
  const duration = input.duration > 0 ? input.duration : samples.length / SAMPLE_RATE;

  const workDir = await mkdtemp(join(tmpdir(), 'rehearse-audio-'));
  try {
    let transcription: Promise<Transcript> | null = null;
    if (transcriber.engine !== 'none') {
      const wavPath = join(workDir, 'speech.wav');
      await writeWav(wavPath, samples);
      transcription = transcriber.transcribe(wavPath, timeLimitFor('Transcribing the speech', duration, input.options));
      transcription.catch(() => {}); // awaited below; this only stops an unhandled-rejection warning while acoustics run
    }
    const acoustic = analyzeAcoustics(samples, duration);
    // Who speaks when needs no words: it runs while the recogniser is still busy.
    const speakers = acoustic.hasSpeech && input.options.findSpeakers ? diarize(samples, acoustic.segments, acoustic.pitchTrack) : null;
    progress(VOICE_MEASURED, 'transcribe');
    const transcript = transcription ? await transcription : await transcriber.transcribe('', null);
    progress(TRANSCRIBED, 'audio');

    const flags: QualityFlag[] = [];
    if (transcriber.engine === 'none') flags.push('no_transcriber');
    if (acoustic.clippingRatio > CLIPPING_FLAG_RATIO) flags.push('clipping');
    const transcriptOut = transcriber.engine === 'none' ? null : { text: transcript.text, words: transcript.words };
    const engine = { engine: transcript.engine, detail: transcript.detail };

    if (!acoustic.hasSpeech) {
      flags.push('no_speech');
      progress(1, 'audio');
      return {
        audio: emptyAudioResult(duration, acoustic.clippingRatio),
        transcript: transcriptOut,
        fillers: [],
        pauses: [],
        loudnessPerSecond: acoustic.loudnessPerSecond,
        transcriber: engine,
        flags,
        voices: null,
      };
    }
    if (acoustic.level && acoustic.level.meanDbfs < VERY_LOW_LEVEL_DBFS) flags.push('very_low_level');

    const words = transcriber.engine === 'none' ? null : transcript.words;
    const figures = audioFigures(acoustic, duration, words);
    const voices = speakers ? voiceViews(samples, speakers, duration, words) : null;
    progress(1, 'audio');
    return {
      ...figures,
      transcript: transcriptOut,
      loudnessPerSecond: acoustic.loudnessPerSecond,
      transcriber: engine,
      flags,
      voices,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function noAudio(duration: number): AudioBranchOutput {
  return {
    audio: emptyAudioResult(duration, 0),
    transcript: null,
    fillers: [],
    pauses: [],
    loudnessPerSecond: Array.from({ length: Math.ceil(Math.max(0, duration) - 1e-9) }, () => null),
    transcriber: { engine: 'none', detail: 'no audio stream' },
    flags: ['no_audio_stream'],
    voices: null,
  };
}
