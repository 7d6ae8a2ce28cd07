import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioResult, Filler, Pause, QualityFlag, TranscriptWord } from '@rehearse/contract/analysis-result';
import type { AnalysisOptions } from '../analysis-options.ts';
import { timeLimitFor } from '../process/time-limit.ts';
import { analyzeAcoustics } from './acoustic-analysis.ts';
import { mergeFillers } from './acoustic-fillers.ts';
import { wordMetrics } from './audio-metrics.ts';
import { decodePcm } from './decode-pcm.ts';
import { emptyAudioResult } from './empty-audio-result.ts';
import { summarizePauses } from './pauses.ts';
import { transcriptFillers } from './filler-words.ts';
import { SAMPLE_RATE } from './sample-rate.ts';
import { articulationScore } from './scores/articulation.ts';
import { audioPerformanceScore } from './scores/audio-performance.ts';
import { clarityScore } from './scores/clarity.ts';
import { confidenceScore } from './scores/confidence.ts';
import { fluencyScore } from './scores/fluency.ts';
import { toneScore } from './scores/tone.ts';
import { volumeScore } from './scores/volume.ts';
import { chooseTranscriber } from './transcription/choose-transcriber.ts';
import type { Transcript } from './transcription/transcriber.ts';
import { writeWav } from './wav-file.ts';

export interface AudioBranchOutput {
  audio: AudioResult;
  transcript: { text: string; words: TranscriptWord[] } | null;
  fillers: Filler[];
  pauses: Pause[];
  loudnessPerSecond: (number | null)[];
  transcriber: { engine: 'whisper' | 'pocketsphinx' | 'none'; detail: string | null };
  flags: QualityFlag[];
}

/** Speech level under this is flagged: the recording is barely audible (see docs/SCORING-audio.md). */
export const VERY_LOW_LEVEL_DBFS = -40;
/** More than 0.1 % of samples at full scale is audible distortion. */
export const CLIPPING_FLAG_RATIO = 0.001;

/**
 * The audio branch: decode → acoustic measurements (loudness, YIN pitch, voice activity, pauses, syllable nuclei,
 * acoustic filled pauses) while the transcriber runs in its own process → fillers, word metrics, scores.
 * Progress: decode 0–30 %, acoustics 30–50 %, transcription 50–95 %.
 */
export async function analyzeAudio(
  file: string,
  input: { duration: number; hasAudio: boolean; options: AnalysisOptions; onProgress?: (fraction: number) => void },
): Promise<AudioBranchOutput> {
  const progress = input.onProgress ?? (() => {});
  if (!input.hasAudio) return noAudio(input.duration);

  progress(0);
  const transcriber = await chooseTranscriber(input.options);
  const samples = await decodePcm(file, {
    ffmpegPath: input.options.ffmpegPath,
    expectedDuration: input.duration,
    limit: timeLimitFor('Decoding the audio', input.duration, input.options),
    onProgress: (f) => progress(0.3 * f),
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
    progress(0.5);
    const transcript = transcription ? await transcription : await transcriber.transcribe('', null);
    progress(0.95);

    const flags: QualityFlag[] = [];
    if (transcriber.engine === 'none') flags.push('no_transcriber');
    if (acoustic.clippingRatio > CLIPPING_FLAG_RATIO) flags.push('clipping');
    const transcriptOut = transcriber.engine === 'none' ? null : { text: transcript.text, words: transcript.words };
    const engine = { engine: transcript.engine, detail: transcript.detail };

    if (!acoustic.hasSpeech) {
      flags.push('no_speech');
      progress(1);
      return {
        audio: emptyAudioResult(duration, acoustic.clippingRatio),
        transcript: transcriptOut,
        fillers: [],
        pauses: [],
        loudnessPerSecond: acoustic.loudnessPerSecond,
        transcriber: engine,
        flags,
      };
    }
    if (acoustic.level && acoustic.level.meanDbfs < VERY_LOW_LEVEL_DBFS) flags.push('very_low_level');

    const fillers = mergeFillers(transcriptFillers(transcript.words), acoustic.acousticFillers);
    const words = wordMetrics({
      duration,
      segments: acoustic.segments,
      speakingTime: acoustic.speakingTime,
      pauses: acoustic.pauses,
      syllableCount: acoustic.syllableNuclei.length,
      fillers,
      transcriptWordCount: transcriber.engine === 'none' ? null : transcript.words.length,
    });
    const confidences = transcript.words.map((w) => w.confidence).filter((c): c is number => c !== null);
    const meanDbfs = acoustic.level?.meanDbfs ?? null;
    const scores = {
      clarity: clarityScore({
        snrDb: meanDbfs !== null && acoustic.noiseFloorDbfs !== null ? meanDbfs - acoustic.noiseFloorDbfs : null,
        meanWordConfidence: confidences.length > 0 ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null,
        clippingRatio: acoustic.clippingRatio,
      }),
      tone: toneScore(acoustic.pitch?.variationSemitones ?? null),
      volume: volumeScore({ meanDbfs, variationDb: acoustic.level?.variationDb ?? null, clippingRatio: acoustic.clippingRatio }),
      confidence: confidenceScore({
        meanDbfs,
        wordsPerMinute: words.metrics.speaking_pace,
        longPausesPerMinute: words.longPausesPerMinute,
        fillersPerMinute: words.fillersPerMinute,
      }),
      articulation: articulationScore(words.articulationRate),
      fluency: fluencyScore({
        fillersPerMinute: words.fillersPerMinute,
        longPausesPerMinute: words.longPausesPerMinute,
        syllablesPerRun: words.syllablesPerRun,
      }),
    };
    progress(1);
    return {
      audio: {
        performance_score: audioPerformanceScore(scores),
        metrics: {
          ...words.metrics,
          clarity_score: scores.clarity,
          tone_score: scores.tone,
          volume_score: scores.volume,
          confidence_score: scores.confidence,
          articulation_score: scores.articulation,
          fluency_score: scores.fluency,
        },
        loudness: {
          mean_dbfs: round(meanDbfs, 1),
          variation_db: round(acoustic.level?.variationDb ?? null, 1),
          clipping_ratio: acoustic.clippingRatio,
        },
        pitch: {
          median_hz: round(acoustic.pitch?.medianHz ?? null, 1),
          range_semitones: round(acoustic.pitch?.rangeSemitones ?? null, 2),
          variation_semitones: round(acoustic.pitch?.variationSemitones ?? null, 2),
        },
        speech_ratio: duration > 0 ? Math.min(1, round(acoustic.speakingTime / duration, 3) ?? 0) : 0,
        syllable_rate: words.syllableRate,
        articulation_rate: round(words.articulationRate, 2),
        pause_summary: pauseSummaryOf(acoustic.pauses),
      },
      transcript: transcriptOut,
      fillers,
      pauses: acoustic.pauses,
      loudnessPerSecond: acoustic.loudnessPerSecond,
      transcriber: engine,
      flags,
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
  };
}

function pauseSummaryOf(pauses: Pause[]): AudioResult['pause_summary'] {
  const summary = summarizePauses(pauses);
  return { count: summary.count, longest: summary.longest, over_two_seconds: summary.overTwoSeconds };
}

function round(value: number | null, digits: number): number | null {
  if (value === null) return null;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
