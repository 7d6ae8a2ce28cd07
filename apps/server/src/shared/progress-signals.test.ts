import { describe, expect, it } from 'vitest';
import { analysisTopic, mockSessionTopic, ProgressSignals } from './progress-signals.ts';

describe('ProgressSignals', () => {
  it('tells the listeners of a topic, and only them', () => {
    const signals = new ProgressSignals();
    const heard: string[] = [];
    signals.subscribe('a', () => heard.push('a1'));
    signals.subscribe('a', () => heard.push('a2'));
    signals.subscribe('b', () => heard.push('b'));
    signals.publish('a');
    expect(heard).toEqual(['a1', 'a2']);
  });

  it('stops telling a listener once it unsubscribed, and keeps no trace of it', () => {
    const signals = new ProgressSignals();
    let heard = 0;
    const stop = signals.subscribe('a', () => heard++);
    signals.publish('a');
    stop();
    signals.publish('a');
    expect(heard).toBe(1);
    expect(signals.listenerCount('a')).toBe(0);
  });

  it('names analysis and mock topics apart', () => {
    expect(analysisTopic('x')).not.toBe(mockSessionTopic('x'));
  });
});
