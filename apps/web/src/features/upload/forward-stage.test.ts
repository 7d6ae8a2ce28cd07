import { describe, expect, it } from 'vitest';
import { forwardProgress } from './forward-stage.ts';

describe('forwardProgress', () => {
  it('never moves back to an earlier stage or a lower percent', () => {
    const audio = forwardProgress({ stage: 'probe', progress: 10 }, { stage: 'audio', progress: 30 });
    expect(audio).toEqual({ stage: 'audio', progress: 30 });
    // The video branch reports its own lower percent: same rank, so the label and percent stay.
    expect(forwardProgress(audio, { stage: 'video', progress: 25 })).toEqual({ stage: 'audio', progress: 30 });
    expect(forwardProgress({ stage: 'scoring', progress: 80 }, { stage: 'audio', progress: 60 })).toEqual({ stage: 'scoring', progress: 80 });
    expect(forwardProgress({ stage: 'scoring', progress: 80 }, { stage: 'feedback', progress: 90 })).toEqual({ stage: 'feedback', progress: 90 });
  });

  it('follows the server from one parallel step to another as the percent moves on', () => {
    const speech = forwardProgress({ stage: 'video', progress: 20 }, { stage: 'transcribe', progress: 24 });
    expect(speech).toEqual({ stage: 'transcribe', progress: 24 });
    expect(forwardProgress(speech, { stage: 'video', progress: 70 })).toEqual({ stage: 'video', progress: 70 });
  });

  it('takes the first report as it is', () => {
    expect(forwardProgress(null, { stage: 'video', progress: 40 })).toEqual({ stage: 'video', progress: 40 });
  });
});
