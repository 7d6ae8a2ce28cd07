import { describe, expect, it } from 'vitest';
import { overallMakeupNote, overallParts } from './overall-makeup.ts';

const scores = (video: number | null, audio: number | null, content: number | null) => ({ video_score: video, audio_score: audio, content_score: content });

describe('overall makeup', () => {
  it('lists the measured parts in a fixed order', () => {
    expect(overallParts(scores(70, 80, 60))).toEqual(['video', 'audio', 'content']);
    expect(overallParts(scores(100, null, null))).toEqual(['video']);
    expect(overallParts(scores(null, 0, null))).toEqual(['audio']);
  });

  it('has nothing to say when both overalls are made of the same parts, whatever the scores', () => {
    expect(overallMakeupNote(scores(60, 70, 50), scores(90, 95, 99))).toBeNull();
    expect(overallMakeupNote(scores(60, 70, null), scores(80, 10, null))).toBeNull();
  });

  it('says so when the latest has no audio and no content (the walk: a video-only overall of 100 %)', () => {
    expect(overallMakeupNote(scores(66, 91, 25), scores(100, null, null))).toBe(
      'These two overall scores are made of different parts (earliest: video, audio and answer content; latest: video only), so the change between them is not like for like: compare the parts instead.',
    );
  });

  it('says so when only the content differs, in either direction', () => {
    expect(overallMakeupNote(scores(60, 70, null), scores(60, 70, 40))).toMatch(/earliest: video and audio; latest: video, audio and answer content/);
    expect(overallMakeupNote(scores(60, 70, 40), scores(60, 70, null))).toMatch(/earliest: video, audio and answer content; latest: video and audio/);
  });
});
