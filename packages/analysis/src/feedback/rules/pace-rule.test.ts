import { describe, expect, it } from 'vitest';
import { sampleFeedbackInput } from '../sample-feedback-input.ts';
import { paceRule } from './pace-rule.ts';

const withPace = (wpm: number | null, extra: { overSpeaking?: number; estimated?: boolean } = {}) => {
  const base = sampleFeedbackInput();
  return { ...base, audio: { ...base.audio, metrics: { ...base.audio.metrics, speaking_pace: wpm, speaking_pace_over_speaking_time: extra.overSpeaking ?? wpm, words_estimated: extra.estimated ?? false } } };
};

describe('paceRule', () => {
  it('is a strength inside 120–160 WPM', () => {
    const [finding] = paceRule(withPace(140));
    expect(finding?.kind).toBe('strength');
    expect(finding?.text).toContain('140 words per minute (210 words in 1:30)');
  });
  it('is an improvement above the band, with a 60-second target', () => {
    const [finding] = paceRule(withPace(196.4));
    expect(finding?.kind).toBe('improvement');
    expect(finding?.text).toContain('196 words per minute');
    expect(finding?.strategy).toContain('aim for 130–150 words');
    expect(finding?.weight).toBeGreaterThan(0.3);
  });
  it('cites the time the pace was counted over: the own speaking time of a separated voice, not the whole recording', () => {
    const base = sampleFeedbackInput();
    const metrics = { ...base.audio.metrics, speaking_pace: 183, speaking_pace_over_speaking_time: 190, word_count: 72, duration: 41, own_time: 23.6 };
    const fast = paceRule({ ...base, audio: { ...base.audio, metrics } })[0]?.text ?? '';
    expect(fast).toContain('You spoke at 183 words per minute (72 words in 0:23 of your own speaking time)');
    expect(fast).not.toContain('0:41');
    const slow = paceRule({ ...base, audio: { ...base.audio, metrics: { ...metrics, speaking_pace: 100, word_count: 39, own_time: 23.6 } } })[0]?.text ?? '';
    expect(slow).toContain('Your pace was 100 words per minute over your own speaking time (39 words in 0:23), below');
  });
  it('says when the silences rather than the speech make it slow, and which figure the range is judged on', () => {
    const [finding] = paceRule(withPace(105, { overSpeaking: 150 }));
    expect(finding?.text).toContain('105 words per minute over the whole recording');
    expect(finding?.text).toContain('the figure the range is judged on');
    expect(finding?.text).toContain('While you were actually speaking it was 150 WPM, inside the range: the silences between phrases are what slow it down.');
  });
  it('does not contradict itself when the pace while speaking is above the range and the whole is below it', () => {
    const text = paceRule(withPace(115, { overSpeaking: 189 }))[0]?.text ?? '';
    expect(text).toContain('below the 120–160 WPM conversational range, the figure the range is judged on.');
    expect(text).toContain('While you were actually speaking it was 189 WPM, above the range: you speak fast in bursts');
    expect(text).not.toContain('slow it down');
  });
  it('leaves the pace while speaking out when it is slow too', () => {
    const text = paceRule(withPace(90, { overSpeaking: 110 }))[0]?.text ?? '';
    expect(text).not.toContain('While you were actually speaking');
    expect(text).toMatch(/conversational range\.$/);
  });
  it('says the count is an estimate without a transcript', () => {
    expect(paceRule(withPace(140, { estimated: true }))[0]?.text).toContain('estimated from syllable counts');
  });
  it('says nothing when pace was not measured', () => {
    expect(paceRule(withPace(null))).toEqual([]);
  });
});
