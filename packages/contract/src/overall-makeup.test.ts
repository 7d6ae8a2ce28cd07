import { describe, expect, it } from 'vitest';
import { overallMakeupNote, overallParts } from './overall-makeup.ts';

const scores = (video: number | null, audio: number | null, content: number | null) => ({ video_score: video, audio_score: audio, content_score: content });

describe('overall parts', () => {
  it('lists the measured parts in a fixed order', () => {
    expect(overallParts(scores(70, 80, 60))).toEqual(['video', 'audio', 'content']);
    expect(overallParts(scores(100, null, null))).toEqual(['video']);
    expect(overallParts(scores(null, 0, null))).toEqual(['audio']);
  });
});

describe('overall makeup note', () => {
  it('has nothing to say when both overalls are made of the same parts, whatever the scores or their order', () => {
    expect(overallMakeupNote(['video', 'audio', 'content'], ['content', 'audio', 'video'])).toBeNull();
    expect(overallMakeupNote(overallParts(scores(60, 70, null)), overallParts(scores(80, 10, null)))).toBeNull();
  });

  it('says so when the latest has no audio and no content (a video-only overall of 100 %)', () => {
    expect(overallMakeupNote(overallParts(scores(66, 91, 25)), overallParts(scores(100, null, null)))).toBe(
      'These two overall scores are made of different parts (earliest: video, audio and answer content; latest: video only), so they are not compared and no change is computed between them: compare video instead, which both measured.',
    );
    expect(overallMakeupNote(['video', 'audio', 'content'], ['audio'])).toMatch(/compare audio instead, which both measured\.$/);
    expect(overallMakeupNote(['video'], ['audio'])).toMatch(/they share no measured part\.$/);
  });

  it('says so when only the content differs, in either direction', () => {
    expect(overallMakeupNote(['video', 'audio'], ['video', 'audio', 'content'])).toMatch(/earliest: video and audio; latest: video, audio and answer content/);
    expect(overallMakeupNote(['video', 'audio', 'content'], ['video', 'audio'])).toMatch(/earliest: video, audio and answer content; latest: video and audio/);
  });
});
