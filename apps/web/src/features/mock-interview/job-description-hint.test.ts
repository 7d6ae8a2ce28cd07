import { describe, expect, it } from 'vitest';
import { jobDescriptionHint } from './job-description-hint.ts';

describe('jobDescriptionHint', () => {
  it('promises the posting line each question targets only when a language model writes them', () => {
    expect(jobDescriptionHint('model')).toContain('each shows the line it targets');
  });

  it('says plainly, without a model, that questions come from the bank and the posting answers questions at the end', () => {
    const hint = jobDescriptionHint('built-in');
    expect(hint).not.toMatch(/line it targets/);
    expect(hint).toContain('questions come from the question bank');
    expect(hint).toContain('your questions about the role at the end are answered from it');
    expect(hint).toContain('No AI model is set up here');
  });

  it('promises nothing a server without a model cannot keep while the server has not said which it is', () => {
    expect(jobDescriptionHint(undefined)).not.toMatch(/line it targets|AI model/);
  });
});
