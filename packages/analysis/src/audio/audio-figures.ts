import type { AudioResult, Filler, Pause, TranscriptWord } from '@rehearse/contract/analysis-result';
import type { AcousticAnalysis } from './acoustic-analysis.ts';
import { mergeFillers } from './acoustic-fillers.ts';
import { wordMetrics } from './audio-metrics.ts';
import { emptyAudioResult } from './empty-audio-result.ts';
import { transcriptFillers } from './filler-words.ts';
import { summarizePauses } from './pauses.ts';
import { articulationScore } from './scores/articulation.ts';
import { audioPerformanceScore } from './scores/audio-performance.ts';
import { clarityScore } from './scores/clarity.ts';
import { confidenceScore } from './scores/confidence.ts';
import { fluencyScore } from './scores/fluency.ts';
import { toneScore } from './scores/tone.ts';
import { volumeScore } from './scores/volume.ts';

/** The audio figures of one stretch of speech, and the fillers and pauses they were counted from. */
export interface AudioFigures {
  audio: AudioResult;
  fillers: Filler[];
  pauses: Pause[];
}

/**
 * The measurements of a recording (or of one voice's part of it) and its transcript words → fillers, word metrics and
 * scores. `words` is null when no recogniser ran (word figures then come from syllable nuclei). `duration` is the
 * recording's; `ownTime`, for one voice's turns joined end to end, the seconds of those turns (what the acoustics were
 * measured on, and what the pace and the speech ratio are counted over).
 */
export function audioFigures(acoustic: AcousticAnalysis, duration: number, words: readonly TranscriptWord[] | null, ownTime: number | null = null): AudioFigures {
  if (!acoustic.hasSpeech) return { audio: emptyAudioResult(duration, acoustic.clippingRatio), fillers: [], pauses: [] };
  const transcriptWords = words ?? [];
  const fillers = mergeFillers(transcriptFillers([...transcriptWords]), acoustic.acousticFillers);
  const measured = wordMetrics({
    duration,
    ownTime,
    segments: acoustic.segments,
    speakingTime: acoustic.speakingTime,
    pauses: acoustic.pauses,
    syllableCount: acoustic.syllableNuclei.length,
    fillers,
    transcriptWordCount: words === null ? null : words.length,
  });
  const measuredOver = ownTime ?? duration;
  const confidences = transcriptWords.map((w) => w.confidence).filter((c): c is number => c !== null);
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
      wordsPerMinute: measured.metrics.speaking_pace,
      longPausesPerMinute: measured.longPausesPerMinute,
      fillersPerMinute: measured.fillersPerMinute,
    }),
    articulation: articulationScore(measured.articulationRate),
    fluency: fluencyScore({
      fillersPerMinute: measured.fillersPerMinute,
      longPausesPerMinute: measured.longPausesPerMinute,
      syllablesPerRun: measured.syllablesPerRun,
    }),
  };
  return {
    audio: {
      performance_score: audioPerformanceScore(scores),
      metrics: {
        ...measured.metrics,
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
      speech_ratio: measuredOver > 0 ? Math.min(1, round(acoustic.speakingTime / measuredOver, 3) ?? 0) : 0,
      syllable_rate: measured.syllableRate,
      articulation_rate: round(measured.articulationRate, 2),
      pause_summary: pauseSummaryOf(acoustic.pauses),
    },
    fillers,
    pauses: acoustic.pauses,
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
