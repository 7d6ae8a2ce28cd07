import { describe, expect, it } from 'vitest';
import { sampleFeedbackInput } from '../sample-feedback-input.ts';
import { longPausesRule } from './long-pauses-rule.ts';

describe('longPausesRule', () => {
  it('names the longest pause with its time and the words around it', () => {
    const [finding] = longPausesRule(sampleFeedbackInput());
    expect(finding?.kind).toBe('improvement');
    expect(finding?.text).toContain('the longest was 2.9 s at 0:09, in "migrate the billing system … and then we decided"');
  });
  it("builds its action step on this recording's pause, not on a stock example sentence", () => {
    const [finding] = longPausesRule(sampleFeedbackInput());
    expect(finding?.strategy).toBe(
      'Where you need a moment to think, say where your answer goes next instead of stopping: your longest silence this time was 2.9 s at 0:09, between "migrate the billing system … and then we decided"; pauses under 2 s read as thinking, longer ones as being stuck.',
    );
    const elsewhere = sampleFeedbackInput();
    const other = longPausesRule({ ...elsewhere, pauses: [{ start: 30, end: 36, duration: 6 }] })[0];
    expect(other?.strategy).not.toBe(finding?.strategy);
  });
  it('is a strength when no pause is over 2 s', () => {
    const base = sampleFeedbackInput();
    const [finding] = longPausesRule({ ...base, pauses: base.pauses.slice(1) });
    expect(finding?.kind).toBe('strength');
    expect(finding?.text).toBe('None of your 2 pauses ran over 2 s (the longest was 0.9 s at 0:14).');
  });
  it('says "your 1 pause", not "your 1 pauses", when there was one', () => {
    const base = sampleFeedbackInput();
    const [finding] = longPausesRule({ ...base, pauses: base.pauses.slice(1, 2) });
    expect(finding?.text).toBe('Your 1 pause did not run over 2 s (it was 0.9 s at 0:14).');
  });
  it('lets one 2.5 s pause in ten minutes pass, but not one of 6 s', () => {
    const base = sampleFeedbackInput();
    const long = { ...base, audio: { ...base.audio, metrics: { ...base.audio.metrics, duration: 600 } } };
    expect(longPausesRule({ ...long, pauses: [{ start: 100, end: 102.5, duration: 2.5 }] })).toEqual([]);
    expect(longPausesRule({ ...long, pauses: [{ start: 100, end: 106, duration: 6 }] })[0]?.kind).toBe('improvement');
  });
  it('says nothing without speech', () => {
    const base = sampleFeedbackInput();
    expect(longPausesRule({ ...base, pauses: [] })).toEqual([]);
  });
});
