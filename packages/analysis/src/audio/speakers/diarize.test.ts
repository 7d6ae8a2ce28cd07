import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../analysis-options.ts';
import { ensureFixtures } from '../../fixtures/ensure-fixtures.ts';
import { ensureTwoVoiceInterview, type TwoVoiceTruth } from '../../fixtures/two-voice-interview.ts';
import { timeLimitFor } from '../../process/time-limit.ts';
import { analyzeAcoustics } from '../acoustic-analysis.ts';
import { decodePcm } from '../decode-pcm.ts';
import { pitchTrack } from '../pitch-yin.ts';
import { HOP_SECONDS, SAMPLE_RATE } from '../sample-rate.ts';
import { diarize } from './diarize.ts';
import { speakerTurns } from './speaker-turns.ts';

async function diarizeFile(file: string) {
  const samples = await decodePcm(file, { ffmpegPath: 'ffmpeg', expectedDuration: 60, limit: timeLimitFor('Decoding', 60, DEFAULT_ANALYSIS_OPTIONS) });
  const { segments } = analyzeAcoustics(samples, samples.length / SAMPLE_RATE);
  const mask = new Uint8Array(Math.floor(samples.length / (SAMPLE_RATE * HOP_SECONDS)));
  for (const s of segments) mask.fill(1, Math.floor(s.start / HOP_SECONDS), Math.ceil(s.end / HOP_SECONDS));
  return diarize(samples, segments, pitchTrack(samples, mask));
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

describe('diarize on real recordings', () => {
  let two: { path: string; truth: TwoVoiceTruth };
  let oneVoice: string[];
  beforeAll(async () => {
    two = await ensureTwoVoiceInterview();
    const fixtures = await ensureFixtures();
    oneVoice = [fixtures.talkingHead.path, fixtures.containers.mp4, fixtures.audioOnly.m4a];
  }, 120_000);

  it('finds the two speakers of the two-voice interview, each turn with the right voice', async () => {
    const { pieces, voices } = await diarizeFile(two.path);
    expect(voices).toBe(2);
    const turns = speakerTurns(pieces);
    const interviewerVoice = turns.find((t) => overlaps(t, two.truth.interviewerTurns[0]!))?.voice;
    for (const turn of turns) {
      const isInterviewer = two.truth.interviewerTurns.some((truth) => overlaps(turn, truth));
      expect(turn.voice === interviewerVoice).toBe(isInterviewer);
    }
    expect(turns.filter((t) => t.voice === interviewerVoice)).toHaveLength(two.truth.interviewerTurns.length);
  }, 60_000);

  it('keeps one-voice recordings one voice (the talking head with its planted "um", the short clips)', async () => {
    for (const file of oneVoice) expect((await diarizeFile(file)).voices).toBe(1);
  }, 60_000);
});
