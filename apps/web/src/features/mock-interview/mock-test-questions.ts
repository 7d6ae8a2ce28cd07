import type { MockQuestion } from '@rehearse/contract/mock-interview';

/** A behavioural set question for the feature's tests; `extra` overrides any field. */
export function aQuestion(key: string, extra: Partial<MockQuestion> = {}): MockQuestion {
  return {
    key,
    text: `Question ${key}`,
    competency: 'teamwork',
    target_time: 60,
    tips: 'Be specific.',
    type: 'behavioural',
    strong_answer: ['A specific example', 'A measurable result'],
    set_id: 'behavioural',
    origin: 'set',
    written_by_ai: false,
    targets: null,
    follow_up_of: null,
    ...extra,
  };
}
