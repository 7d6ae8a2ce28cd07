import { describe, expect, it } from 'vitest';
import { distinctTopics } from './distinct-topics.ts';

describe('the distinct topics of a posting', () => {
  it('counts a topic contained in an earlier one once', () => {
    expect(distinctTopics(['SQL', 'Dashboards and BI', 'Dashboards'])).toEqual(['SQL', 'Dashboards and BI']);
  });

  it('counts a topic containing an earlier one once, keeping the earlier', () => {
    expect(distinctTopics(['Dashboards', 'SQL', 'Dashboards and BI', 'Python'])).toEqual(['Dashboards', 'SQL', 'Python']);
  });

  it('ignores case and spacing', () => {
    expect(distinctTopics(['sql', 'SQL ', 'A/B  testing', 'a/b testing'])).toEqual(['sql', 'A/B  testing']);
  });

  it('compares whole words, so one word inside another is a topic of its own', () => {
    expect(distinctTopics(['SQL', 'NoSQL', 'Java', 'JavaScript'])).toEqual(['SQL', 'NoSQL', 'Java', 'JavaScript']);
  });
});
