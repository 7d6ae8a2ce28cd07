import type { MockAnswer, MockSessionResponse } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { aQuestion } from './mock-test-questions.ts';
import { answersSignature, continuedElsewhere } from './use-continued-elsewhere.ts';

const questions = ['q1', 'q2'].map((key) => aQuestion(key));
const recorded = (analysis: MockAnswer['analysis'] = null, attempt?: number): MockAnswer => ({ skipped: false, notes: '', duration_sec: 9, media_url: 'k', analysis, ...(attempt ? { attempt } : {}) });
const skipped: MockAnswer = { skipped: true, notes: '', analysis: null };

function server(answers: MockSessionResponse['data']['answers'], status: 'active' | 'completed' = 'active', count = 2): MockSessionResponse['data'] {
  return {
    session: { id: 's1', status, created_at: '2026-11-25T16:00:00Z', completed_at: null, analysis_session_id: null, set_id: 'behavioural', question_count: 3 },
    questions: questions.slice(0, count).concat(count > 2 ? [aQuestion('q1__fu')] : []),
    job_description: null,
    answers,
    current_index: 0,
    summary: null,
    analysis: null,
  };
}

describe('continuedElsewhere', () => {
  const local = { questionCount: 2, signature: answersSignature({ q1: recorded() }) };

  it('is null when the server holds what this tab holds, an analysis finishing included', () => {
    expect(continuedElsewhere(local, server({ q1: recorded({ status: 'completed', progress: 100, error: null, score: 70 }) }))).toBeNull();
  });

  it('is "continued" for an answer, a skip or a retake this tab did not save, or a follow-up added', () => {
    expect(continuedElsewhere(local, server({ q1: recorded(), q2: recorded() }))).toBe('continued');
    expect(continuedElsewhere(local, server({ q1: recorded(), q2: skipped }))).toBe('continued');
    expect(continuedElsewhere(local, server({ q1: recorded(null, 2) }))).toBe('continued');
    expect(continuedElsewhere(local, server({ q1: recorded() }, 'active', 3))).toBe('continued');
  });

  it('is "finished" when the interview was finished elsewhere, whatever else changed (walk B: another browser finished it)', () => {
    expect(continuedElsewhere(local, server({ q1: recorded() }, 'completed'))).toBe('finished');
    expect(continuedElsewhere(local, server({ q1: recorded(), q2: skipped }, 'completed'))).toBe('finished');
  });
});
