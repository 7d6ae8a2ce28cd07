import { describe, expect, it } from 'vitest';
import { sampleFeedbackInput } from '../sample-feedback-input.ts';
import { FILLERS_PER_MINUTE_LIMIT } from '@rehearse/contract/filler-rate';
import { FEEDBACK_BANDS } from '../feedback-bands.ts';
import { fillersRule } from './fillers-rule.ts';

describe('fillersRule', () => {
  it('judges at the limit every screen uses', () => {
    expect(FEEDBACK_BANDS.fillersPerMinute).toBe(FILLERS_PER_MINUTE_LIMIT);
  });

  it('lists counts per word, time stamps of the commonest and a quote when over 2 per minute', () => {
    const [finding] = fillersRule(sampleFeedbackInput());
    expect(finding?.kind).toBe('improvement');
    expect(finding?.text).toContain('7 filler words in 1:30 (4.7 per minute');
    expect(finding?.text).toContain('4 × "um", 1 × "like", 1 × "uh"');
    expect(finding?.strategy).toContain('4 of them "um" (0:06, 0:18, 0:31, …)');
  });
  it('sets the practice target against the same rate the finding judges, never a count from a shorter recording', () => {
    const base = sampleFeedbackInput();
    const input = { ...base, fillers: base.fillers.slice(0, 1), audio: { ...base.audio, metrics: { ...base.audio.metrics, filler_words: 1, duration: 21.4 } } };
    const [finding] = fillersRule(input);
    expect(finding).toMatchObject({ kind: 'improvement', headline: '1 filler word (2.8/min)' });
    expect(finding?.strategy).toContain('aim for at most 2 fillers in it (2 per minute) — this time you had 2.8 per minute (1 in 0:21)');
  });
  it("counts an interview's fillers over the user's own speaking time, not the whole recording", () => {
    const base = sampleFeedbackInput();
    const metrics = { ...base.audio.metrics, duration: 41, own_time: 23.6 };
    const [none] = fillersRule({ ...base, fillers: [], audio: { ...base.audio, metrics: { ...metrics, filler_words: 0 } } });
    expect(none?.text).toBe('No filler words in 0:23 of your own speaking time.');
    // One filler in 23.6 s of own speech is 2.5 per minute: over the limit, where the 41 s recording would read 1.5.
    const [one] = fillersRule({ ...base, fillers: base.fillers.slice(0, 1), audio: { ...base.audio, metrics: { ...metrics, filler_words: 1 } } });
    expect(one).toMatchObject({ kind: 'improvement', headline: '1 filler word (2.5/min)' });
    expect(one?.text).toContain('in 0:23 of your own speaking time (2.5 per minute');
  });
  it('is a strength at 2 per minute or fewer', () => {
    const base = sampleFeedbackInput();
    const input = { ...base, fillers: base.fillers.slice(0, 3), audio: { ...base.audio, metrics: { ...base.audio.metrics, filler_words: 3 } } };
    const [finding] = fillersRule(input);
    expect(finding?.kind).toBe('strength');
    expect(finding?.text).toBe('Only 3 filler words in 1:30 (2 per minute, within 2 per minute).');
  });
  it('calls no fillers a strength and says what could not be counted without a transcript', () => {
    const base = sampleFeedbackInput();
    const [finding] = fillersRule({ ...base, transcript: null, fillers: [], audio: { ...base.audio, metrics: { ...base.audio.metrics, filler_words: 0 } } });
    expect(finding?.text).toContain('No filler words in 1:30');
    expect(finding?.text).toContain('only held "uh"/"um" sounds could be counted');
  });
  it('names acoustic filled pauses as held sounds', () => {
    const base = sampleFeedbackInput();
    const acoustic = Array.from({ length: 5 }, (_, i) => ({ word: 'filled pause', start: 10 * i, end: 10 * i + 0.5, method: 'acoustic' as const }));
    const [finding] = fillersRule({ ...base, transcript: null, fillers: acoustic, audio: { ...base.audio, metrics: { ...base.audio.metrics, filler_words: 5 } } });
    expect(finding?.text).toContain('5 × held "uh"/"um" sounds');
    expect(finding?.text).not.toContain('e.g.');
  });
  it('says nothing without a filler count', () => {
    const base = sampleFeedbackInput();
    expect(fillersRule({ ...base, audio: { ...base.audio, metrics: { ...base.audio.metrics, filler_words: null } } })).toEqual([]);
  });
});
