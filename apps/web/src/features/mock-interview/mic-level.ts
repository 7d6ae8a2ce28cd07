import { MIC_GOOD_LEVEL, MIC_LOW_LEVEL, MIC_METER_BARS } from '@rehearse/contract/mock-constants';
import { MOCK_TEXTS } from './mock-texts.ts';

/**
 * The microphone meter's scale, in dBFS (decibels below a full-scale sine's RMS of 1). The spec's
 * 0.7 / 0.3 thresholds stay, but on a level that maps this window linearly onto 0–1, so that speech at
 * a normal distance (RMS around −30 to −15 dBFS) reads 'Good Level' and a quiet room (−55 dBFS and
 * below) 'No Audio'. Before, a raw RMS × 4 put conversational speech (≈ −30 dBFS, 0.13 RMS) at 0.5,
 * and most 100-ms samples, taken between syllables, far lower: 19 of 20 read 'No Audio'.
 */
export const METER_FLOOR_DBFS = -60;
export const METER_CEILING_DBFS = -20;
/** What 'digital silence' (all-zero samples) reads as: below the floor, so no bar is lit. */
export const SILENCE_DBFS = -100;
/** How fast the meter falls between syllables (dB per second): it follows speech, not every gap in it. */
export const METER_FALL_DB_PER_SECOND = 15;

/** 20·log10 of the RMS of time-domain samples in −1…1 (Web Audio's float data); SILENCE_DBFS for silence. */
export function dbfsOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return SILENCE_DBFS;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / samples.length);
  return rms > 0 ? Math.max(SILENCE_DBFS, 20 * Math.log10(rms)) : SILENCE_DBFS;
}

/** The meter's level 0–1 for a loudness in dBFS: the floor reads 0, the ceiling and above 1. */
export function meterLevelOf(dbfs: number): number {
  const level = (dbfs - METER_FLOOR_DBFS) / (METER_CEILING_DBFS - METER_FLOOR_DBFS);
  return Math.max(0, Math.min(1, level));
}

/** The loudness the meter shows: it rises at once and falls at METER_FALL_DB_PER_SECOND. */
export function meterBallistics(shownDbfs: number, heardDbfs: number, elapsedMs: number): number {
  return Math.max(heardDbfs, shownDbfs - (METER_FALL_DB_PER_SECOND * elapsedMs) / 1000);
}

/** 'Good Level' above 0.7, 'Low Level' above 0.3, else 'No Audio' (the spec's thresholds, on the dBFS scale). */
export function micLevelLabel(level: number): string {
  if (level > MIC_GOOD_LEVEL) return MOCK_TEXTS.goodLevel;
  if (level > MIC_LOW_LEVEL) return MOCK_TEXTS.lowLevel;
  return MOCK_TEXTS.noAudio;
}

/** The meter reads silence ('No Audio'). */
export function isSilent(level: number): boolean {
  return level <= MIC_LOW_LEVEL;
}

/** How many of the meter's 20 bars are lit for a level in 0–1. */
export function litBars(level: number): number {
  return Math.max(0, Math.min(MIC_METER_BARS, Math.round(level * MIC_METER_BARS)));
}

/** How long the meter has read silence without a break, after one more reading `elapsedMs` later. */
export function nextSilentMs(silentMs: number, level: number, elapsedMs: number): number {
  return isSilent(level) ? silentMs + elapsedMs : 0;
}
