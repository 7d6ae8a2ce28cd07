import { describe, expect, it } from 'vitest';
import { typedAnswerContent } from './typed-answer-content.ts';

const SITUATION = 'At my last job our support team had a backlog of forty tickets every Monday.';
const TASK = 'I was responsible for getting it under control before the release.';
const ACTION = 'I set up a triage rota, wrote templates for the common questions and paired each new hire with a senior agent.';
const RESULT = 'As a result we cut the backlog from forty to twelve in two weeks.';
const QUESTION = 'Tell me about a time you improved a process.';

const finding = (text: string, part: 'structure' | 'length', targetSeconds = 60) =>
  typedAnswerContent({ text, question: QUESTION, competency: 'problem_solving', targetSeconds }).findings.find((f) => f.part === part);

describe('typedAnswerContent findings', () => {
  it('says a typed answer\'s time is an estimate read aloud, never a measured time', () => {
    const length = finding([SITUATION, TASK, ACTION, RESULT].join(' '), 'length', 30);
    expect(length!.text).toMatch(/^The answer took about \d:\d\d read aloud, within its 0:30 target\.$/);
    const short = finding([SITUATION, TASK, ACTION, RESULT].join(' '), 'length', 90);
    expect(short!.text).toMatch(/^The answer took about \d:\d\d read aloud for a 1:30 question/);
  });

  it('calls the STAR parts in order of time only when they came in that order', () => {
    expect(finding([SITUATION, TASK, ACTION, RESULT].join(' '), 'structure', 30)!.text).toContain('in order of time');
    const resultFirst = finding([RESULT, SITUATION, TASK, ACTION].join(' '), 'structure', 30);
    expect(resultFirst!.kind).toBe('strength');
    expect(resultFirst!.text).not.toContain('in order');
  });
});
