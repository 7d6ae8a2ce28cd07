import type { MockPosting } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { DATA_ANALYST_POSTING } from '../posting/posting.fixture.ts';
import { postingReply } from './posting-reply.ts';

const POSTING: MockPosting = { text: DATA_ANALYST_POSTING, skills: ['SQL', 'Tableau', 'A/B testing', 'Python'], uncovered_skills: [], tailored_by_ai: false };

describe('the answer to a candidate question from the posting', () => {
  it('about the team, quotes the line on who the role works with', () => {
    const reply = postingReply(POSTING, 'who would I be working with on the team', 'team');
    expect(reply).toContain('Build and maintain dashboards in Tableau for the sales and marketing teams');
    expect(reply).not.toContain('•');
  });

  it('about the role, names the work and the skills the posting asks most for', () => {
    const reply = postingReply(POSTING, 'what does a typical day look like', 'role');
    expect(reply).toContain('Write SQL queries against our Snowflake warehouse every day');
    expect(reply).toContain('SQL, Tableau and A/B testing');
  });

  it('names each skill once, though the posting lists one inside another', () => {
    const posting = { ...POSTING, skills: ['SQL', 'Dashboards and BI', 'dashboards', 'Python'] };
    expect(postingReply(posting, 'what does the role need most', 'role')).toContain('It asks most for SQL, Dashboards and BI and Python.');
  });

  it('for any other question, quotes the line sharing its words', () => {
    expect(postingReply(POSTING, 'how do you handle data quality problems', 'other')).toContain('Keep our data quality high');
  });

  it('has nothing to say without a posting, or when the posting is silent on it', () => {
    expect(postingReply(null, 'who is on the team', 'team')).toBeNull();
    expect(postingReply(POSTING, 'when would I hear back', 'next_steps')).toBeNull();
    expect(postingReply(POSTING, 'is there parking nearby', 'other')).toBeNull();
  });
});
