import { describe, expect, it } from 'vitest';
import { fixFirst, inFixOrder } from './overall-fix-first.ts';
import { overallWeights } from './overall-weights.ts';

const all = overallWeights({ video: true, audio: true, content: true });

describe('fix first', () => {
  it('names the part holding the overall back by the most points, not merely the lowest score', () => {
    // Video 40 × 0.2 holds back 12 points; content 65 × 0.5 holds back 17.5.
    expect(fixFirst({ video: 40, audio: 90, content: 65 }, all, [])).toEqual({ part: 'content', score: 65, points: 17.5 });
  });

  it('names the hedged, vague answer’s content first', () => {
    expect(fixFirst({ video: 84, audio: 83.7, content: 19.7 }, all, [])).toEqual({ part: 'content', score: 19.7, points: 40.2 });
  });

  it('prefers the heavier part when two hold back the same points', () => {
    // Audio 60 × 0.3 = 12 and video 40 × 0.2 = 12.
    expect(fixFirst({ video: 40, audio: 60, content: 100 }, all, [])?.part).toBe('audio');
  });

  it('names a missing part before any measured one, audio before the content it carries', () => {
    const missing = [
      { part: 'content' as const, cause: 'no_speech' as const, detail: null },
      { part: 'audio' as const, cause: 'no_speech' as const, detail: null },
    ];
    expect(fixFirst({ video: 20, audio: null, content: null }, overallWeights({ video: true, audio: false }), missing)).toEqual({ part: 'audio', score: null, points: null });
    expect(inFixOrder(missing).map((m) => m.part)).toEqual(['audio', 'content']);
  });

  it('is null when every measured part is perfect', () => {
    expect(fixFirst({ video: 100, audio: 100, content: 100 }, all, [])).toBeNull();
  });
});
