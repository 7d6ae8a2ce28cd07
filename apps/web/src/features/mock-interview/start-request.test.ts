import { mockStartRequestSchema } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { DEFAULT_START_CHOICES, startRequestOf } from './start-request.ts';

describe('startRequestOf', () => {
  it('asks for the behavioural set and 10 questions by default, without a posting', () => {
    expect(startRequestOf(DEFAULT_START_CHOICES)).toEqual({ set_id: 'behavioural', question_count: 10 });
  });

  it('sends the chosen set, count and posting as pasted; a blank posting is none', () => {
    const request = startRequestOf({ setId: 'data_analyst', questionCount: 3, jobDescription: 'Data Analyst\n- SQL and dashboards\n' });
    expect(request).toEqual({ set_id: 'data_analyst', question_count: 3, job_description: 'Data Analyst\n- SQL and dashboards\n' });
    expect(mockStartRequestSchema.safeParse(request).success).toBe(true);
    expect(startRequestOf({ setId: 'sales', questionCount: 1, jobDescription: ' \n\t ' })).toEqual({ set_id: 'sales', question_count: 1 });
  });
});
