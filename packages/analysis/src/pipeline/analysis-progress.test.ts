import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { AnalysisProgress } from './analysis-progress.ts';

function recorder() {
  const events: [AnalysisStage, number][] = [];
  return { events, progress: new AnalysisProgress((stage, percent) => events.push([stage, percent])) };
}

describe('AnalysisProgress', () => {
  it('averages the two branches and names the one still being waited for', () => {
    const { events, progress } = recorder();
    progress.stage('probe');
    progress.branch('video', 0.5);
    progress.branch('audio', 1);
    progress.branch('video', 1);
    expect(events[0]).toEqual(['probe', 2]);
    expect(events[1]?.[0]).toBe('audio');
    expect(events[2]?.[0]).toBe('video');
    expect(events[2]?.[1]).toBeGreaterThan(events[1]?.[1] ?? 100);
    expect(events[3]?.[1]).toBe(94);
  });

  it('names speech recognition while the audio branch waits for the recogniser and the picture is further along', () => {
    const { events, progress } = recorder();
    progress.branch('audio', 0, 'transcribe');
    progress.branch('video', 0.02);
    progress.branch('audio', 0.05, 'audio');
    progress.branch('audio', 0.2, 'transcribe');
    for (const fraction of [0.1, 0.3, 0.5, 0.7]) progress.branch('video', fraction);
    progress.branch('audio', 0.95, 'audio');
    progress.branch('video', 0.99);
    const stages = events.map(([stage]) => stage).filter((stage, i, all) => stage !== all[i - 1]);
    // The picture is named only while it is the branch behind; the wait for the words is named as such.
    expect(stages).toEqual(['transcribe', 'video', 'transcribe', 'video', 'audio']);
  });

  it('keeps the step of the furthest audio report: a late, smaller one does not rename the stage', () => {
    const { events, progress } = recorder();
    progress.branch('video', 0.9);
    progress.branch('audio', 0.2, 'transcribe');
    progress.branch('audio', 0.05, 'audio');
    expect(events.at(-1)?.[0]).toBe('transcribe');
  });

  it('never goes back and reaches 100 with done', () => {
    const { events, progress } = recorder();
    progress.branch('audio', 0.8);
    progress.branch('video', 0.1);
    progress.branch('audio', 0.2); // a late, smaller report is ignored
    progress.stage('scoring');
    progress.stage('feedback');
    progress.stage('done');
    const percents = events.map(([, p]) => p);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)).toEqual(['done', 100]);
  });

  it('skips repeats and ignores nonsense fractions', () => {
    const { events, progress } = recorder();
    progress.branch('audio', 0.5);
    progress.branch('audio', 0.5);
    progress.branch('video', Number.NaN);
    expect(events).toHaveLength(1);
  });
});
