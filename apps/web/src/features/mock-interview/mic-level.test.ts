import { describe, expect, it } from 'vitest';
import { SILENCE_DBFS, dbfsOf, isSilent, litBars, meterBallistics, meterLevelOf, micLevelLabel, nextSilentMs } from './mic-level.ts';

/** A sine of `amplitude` (0–1 full scale), n samples. */
const sine = (amplitude: number, n = 2048) => Float32Array.from({ length: n }, (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / 48_000));

const labelOf = (dbfs: number) => micLevelLabel(meterLevelOf(dbfs));

describe('dbfsOf', () => {
  it('gives the RMS in dB below full scale', () => {
    expect(dbfsOf(Float32Array.from({ length: 512 }, () => 1))).toBeCloseTo(0, 5);
    // A full-scale sine has an RMS of 1/√2: −3 dBFS; a tenth of it −23 dBFS.
    expect(dbfsOf(sine(1))).toBeCloseTo(-3.01, 1);
    expect(dbfsOf(sine(0.1))).toBeCloseTo(-23.01, 1);
  });

  it('reads digital silence and no samples as SILENCE_DBFS, never -Infinity', () => {
    expect(dbfsOf(new Float32Array(512))).toBe(SILENCE_DBFS);
    expect(dbfsOf([])).toBe(SILENCE_DBFS);
  });
});

describe('meterLevelOf', () => {
  it('maps −60…−20 dBFS linearly onto 0–1 and clamps outside', () => {
    expect(meterLevelOf(-60)).toBe(0);
    expect(meterLevelOf(-40)).toBeCloseTo(0.5);
    expect(meterLevelOf(-20)).toBe(1);
    expect(meterLevelOf(0)).toBe(1);
    expect(meterLevelOf(SILENCE_DBFS)).toBe(0);
  });

  it('reads speech at a normal distance as Good Level, a faint voice as Low Level, a quiet room as No Audio', () => {
    // Conversational speech into a laptop microphone: RMS about −30 to −15 dBFS.
    expect([-30, -24, -15, -3].map(labelOf)).toEqual(['Good Level', 'Good Level', 'Good Level', 'Good Level']);
    // A voice from across the room, or a whisper.
    expect([-45, -38].map(labelOf)).toEqual(['Low Level', 'Low Level']);
    // Room noise and silence.
    expect([-50, -60, -75, SILENCE_DBFS].map(labelOf)).toEqual(['No Audio', 'No Audio', 'No Audio', 'No Audio']);
  });

  it('keeps the spec thresholds: Good above 0.7, Low above 0.3 (−32 and −48 dBFS on this scale)', () => {
    expect(micLevelLabel(0.71)).toBe('Good Level');
    expect(micLevelLabel(0.7)).toBe('Low Level');
    expect(micLevelLabel(0.31)).toBe('Low Level');
    expect(micLevelLabel(0.3)).toBe('No Audio');
    expect(labelOf(-31.9)).toBe('Good Level');
    expect(labelOf(-32.1)).toBe('Low Level');
    expect(labelOf(-47.9)).toBe('Low Level');
    expect(labelOf(-48.1)).toBe('No Audio');
    expect(isSilent(meterLevelOf(-48.1))).toBe(true);
    expect(isSilent(meterLevelOf(-30))).toBe(false);
  });

  it('lights the 20 bars in proportion', () => {
    expect(litBars(meterLevelOf(-40))).toBe(10);
    expect(litBars(2)).toBe(20);
    expect(litBars(-1)).toBe(0);
  });
});

describe('meterBallistics', () => {
  it('rises at once and falls 15 dB a second, so a gap between syllables does not read as silence', () => {
    expect(meterBallistics(-60, -25, 100)).toBe(-25);
    expect(meterBallistics(-25, -70, 100)).toBeCloseTo(-26.5);
    expect(labelOf(meterBallistics(-25, -70, 300))).toBe('Good Level');
    // Two seconds of silence after speech: the meter has fallen to No Audio.
    expect(labelOf(meterBallistics(-25, -70, 2000))).toBe('No Audio');
  });
});

describe('nextSilentMs', () => {
  it('adds up silent readings and restarts at any sound', () => {
    let silent = 0;
    for (let i = 0; i < 200; i += 1) silent = nextSilentMs(silent, meterLevelOf(-70), 100);
    expect(silent).toBe(20_000);
    expect(nextSilentMs(silent, meterLevelOf(-40), 100)).toBe(0);
  });
});
