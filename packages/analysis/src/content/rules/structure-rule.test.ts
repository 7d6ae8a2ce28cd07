import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { UNFINISHED_STORY_MAX, finalResults, structureOf, structureRule } from './structure-rule.ts';

const SITUATION = 'At my last job our support team had a backlog of forty tickets every Monday.';
const TASK = 'I was responsible for getting it under control before the release.';
const ACTION = 'I set up a triage rota, wrote templates for the common questions and paired each new hire with a senior agent.';
const RESULT = 'As a result we cut the backlog from forty to twelve in two weeks.';

describe('structureRule', () => {
  it('labels each sentence by what it does, with the reason, and calls a complete answer a strength', () => {
    const facts = writtenAnswerFacts([SITUATION, TASK, ACTION, RESULT].join(' '), { targetSeconds: 60 });
    const structure = structureOf(facts);
    expect(structure.sentences.map((s) => s.part)).toEqual(['situation', 'task', 'action', 'result']);
    expect(structure.sentences.map((s) => s.reason)).toEqual([
      'situation: a time: "Monday"',
      'task: a goal: "I was responsible for"',
      'action: "I" + a past action: "I set up"',
      'result: a change: "we cut" with an amount, "forty"',
    ]);
    const { score, findings } = structureRule(facts);
    expect(score).toBe(100);
    expect(findings).toEqual([expect.objectContaining({ kind: 'strength', part: 'structure', headline: 'complete STAR answer' })]);
    expect(findings[0]!.at).toBe(facts.sentences[2]!.start);
  });

  it('says the result is missing when the story stops at the actions, quoting where it stops', () => {
    const facts = writtenAnswerFacts([SITUATION, TASK, ACTION, 'Then I also talked to the finance team about the new invoice layout.'].join(' '));
    const [finding] = structureRule(facts).findings;
    expect(finding).toMatchObject({ kind: 'improvement', headline: 'STAR: result missing', count: 1 });
    expect(finding!.text).toContain('the story has no result (how it ended');
    expect(finding!.text).toContain('The story stops at "Then I also talked to the finance team about the new invoice layout."');
    expect(finding!.at).toBe(facts.sentences.at(-1)!.start);
    // A story that stops before its outcome scores lower than one that is only unbalanced.
    expect(structureRule(facts).score).toBe(UNFINISHED_STORY_MAX);
  });

  it('names the time where the story stops only once: as the finding\'s time, not in its text too, when there is no quote', () => {
    const text = [SITUATION, TASK, ACTION, 'Then I also talked to the finance team about the new invoice layout.'].join(' ');
    const lastFrom = text.split(' ').length - 12;
    // Every other word of the last sentence was heard doubtfully: no run of it can be quoted.
    const facts = writtenAnswerFacts(text, {}, { confidence: (i) => (i >= lastFrom && i % 2 === 0 ? 0.2 : 0.95) });
    const [finding] = structureRule(facts).findings;
    expect(finding!.quote).toBeNull();
    expect(finding!.at).toBe(facts.sentences.at(-1)!.start);
    expect(finding!.text).toContain('The story stops before saying how it ended.');
    expect(finding!.text).not.toMatch(/\d:\d\d/);
  });

  it('takes a result told first, before the story, as its outcome', () => {
    const facts = writtenAnswerFacts(
      'So the short version is that we cut late deliveries by about half in two months. I was the planning lead at a logistics firm and our biggest client was threatening to leave. I pulled three months of logs and found most delays came from one depot. I moved their loading two hours earlier and I trained the night shift.',
    );
    expect(finalResults(facts).map((s) => facts.sentences.indexOf(s))).toEqual([0]);
    expect(structureOf(facts).missing).not.toContain('result');
  });

  it('takes a measured outcome after the actions as the result, even with follow-up steps after it', () => {
    const facts = writtenAnswerFacts(
      'On a saturday morning checkout started failing for a third of our customers. I looked at the dashboards and saw the payment service timing out. I rolled back the config change from friday and checkout recovered within about twenty minutes. On monday I ran a postmortem. I added config files to our code review and I set up an alert on the connection pool. I also wrote up the timeline for the team.',
    );
    expect(structureOf(facts).missing).not.toContain('result');
  });

  it('does not take an outcome in the middle of the story for its result', () => {
    const facts = writtenAnswerFacts(
      'At the print shop one of the presses kept jamming twice a week. I started keeping a log of every jam. After three weeks the humidity had jumped every time the loading door was open. I took the log to my supervisor and suggested moving the deliveries to the morning. He said he would take it to the operations manager.',
    );
    expect(facts.sentences.some((s) => s.shows.includes('result'))).toBe(true);
    expect(structureOf(facts).missing).toContain('result');
  });

  it('names in its headline exactly the parts its text names as missing: the action and the result, not a task that is often implied', () => {
    const facts = writtenAnswerFacts([SITUATION, 'I guess I was really nervous about it every single day.'].join(' '));
    const { missing } = structureOf(facts);
    expect(missing).toEqual(['task', 'action', 'result']);
    const [finding] = structureRule(facts).findings;
    expect(finding!.headline).toBe('STAR: action, result missing');
    expect(finding!.text).toContain('the story has no action (what you did yourself');
    expect(finding!.text).toContain('and no result (how it ended');
    expect(finding!.text).not.toContain('no task');
    expect(finding!.count).toBe(2);
  });

  it('does not tell a story whose situation and task the reading missed that it has none when only its result is missing', () => {
    const facts = writtenAnswerFacts([ACTION, 'Then I also talked to the finance team about the new invoice layout.'].join(' '));
    expect(structureOf(facts).missing).toEqual(expect.arrayContaining(['situation', 'task', 'result']));
    const [finding] = structureRule(facts).findings;
    expect(finding!.headline).toBe('STAR: result missing');
    expect(finding!.text).not.toMatch(/no situation|no task/);
  });

  it('reads "I" + a thought, a state or a goal as no action: a story told in feelings has no action', () => {
    const outcome = 'As a result the backlog fell from forty to twelve in two weeks.';
    const facts = writtenAnswerFacts([SITUATION, TASK, 'I guess I was really nervous and I felt the pressure of the deadline every single day.', outcome].join(' '));
    expect(structureOf(facts).missing).toContain('action');
    expect(structureRule(facts).findings[0]!.headline).toBe('STAR: action missing');
  });

  it('takes background in the past progressive or with a habit as the scene, not as the action', () => {
    const facts = writtenAnswerFacts(
      'When I was running the events team we mostly sold tickets at the door. I decided to move the sales online. By the end of the term online sales had doubled.',
    );
    expect(facts.sentences.map((s) => s.part)).toEqual(['situation', 'action', 'result']);
  });

  it('says how much time the situation took when the scene crowds out the rest', () => {
    const scene = Array.from({ length: 8 }, (_, i) => `At my last job the office had problem number ${i + 1} with the old printers and the slow network.`).join(' ');
    const facts = writtenAnswerFacts(`${scene} ${ACTION} ${RESULT}`);
    const heavy = structureRule(facts).findings.find((f) => f.headline.endsWith('situation'));
    expect(heavy?.text).toMatch(/^\d+ % of the answer \(\d:\d\d of \d:\d\d\) was situation; the action started at \d:\d\d/);
    const share = structureOf(facts).share;
    expect(share.situation).toBeGreaterThan(0.5);
    expect(share.situation + share.action + share.result + share.task).toBeCloseTo(1, 2);
  });

  it("names the situation's share as one of the speaking time when the answer's length is its recording's", () => {
    const scene = Array.from({ length: 8 }, (_, i) => `At my last job the office had problem number ${i + 1} with the old printers and the slow network.`).join(' ');
    const facts = writtenAnswerFacts(`${scene} ${ACTION} ${RESULT}`, { recordedSeconds: 600 });
    const heavy = structureRule(facts).findings.find((f) => f.headline.endsWith('situation'));
    expect(heavy?.text).toMatch(/^\d+ % of the answer \(\d:\d\d of \d:\d\d speaking time\) was situation/);
    expect(heavy?.text).not.toContain('10:00');
  });

  it('calls an outcome given only at the end of a long answer an afterthought', () => {
    const scene = Array.from({ length: 16 }, (_, i) => `I called supplier number ${i + 1} and asked them about the late parts for the new machines.`).join(' ');
    const facts = writtenAnswerFacts(`${SITUATION} ${scene} In the end the parts arrived on time.`, { targetSeconds: 60 });
    const late = structureRule(facts).findings.find((f) => f.headline.startsWith('result in the last'));
    expect(late?.text).toMatch(/^The result came only in the last \d+ s of \d:\d\d/);
    expect(late?.at).toBe(facts.sentences.at(-1)!.start);
    expect(structureRule(writtenAnswerFacts([SITUATION, TASK, ACTION, RESULT].join(' '), { targetSeconds: 60 })).findings.some((f) => f.headline.startsWith('result in the last'))).toBe(false);
  });

  it('says an answer far under its target is too short for a story, even with every part', () => {
    const facts = writtenAnswerFacts('At my last job I fixed the build and it worked.', { targetSeconds: 90 });
    expect(structureRule(facts).findings[0]).toMatchObject({ kind: 'improvement' });
    expect(structureRule(facts).findings[0]!.text).toContain('too short for a story');
  });

  it('finds the outcome at the end of the story, before a closing remark about the speaker', () => {
    const closing = 'I think it shows I take initiative. I am proactive and I do not wait to be told. So yeah taking initiative is really one of my strengths.';
    const facts = writtenAnswerFacts([SITUATION, TASK, ACTION, RESULT, closing].join(' '));
    expect(finalResults(facts).map((s) => s.text)).toEqual([RESULT]);
    expect(structureOf(facts).missing).not.toContain('result');
  });

  it('is unmeasured when the question asks for an approach rather than a situation lived through', () => {
    const answer = 'I stay calm and write down what needs doing. I do the urgent things first and tell people early when something has to move.';
    expect(structureRule(writtenAnswerFacts(answer, { question: 'How do you handle pressure or stressful situations?', targetSeconds: 60 }))).toEqual({ score: null, findings: [] });
    expect(structureRule(writtenAnswerFacts(answer, { question: 'Tell me about a time you were under pressure.', targetSeconds: 60 })).findings[0]).toMatchObject({ kind: 'improvement' });
  });

  it('never quotes a doubtful word: a misheard word becomes "…"', () => {
    const facts = writtenAnswerFacts([SITUATION, TASK, ACTION].join(' '), {}, { confidence: (i) => (i === 1 ? 0.5 : 0.95) });
    // 'At' alone between the start and the gap says nothing, so it goes into the gap.
    expect(structureOf(facts).sentences[0]!.quote).toBe('"… last job our support team had a backlog of forty tickets every Monday."');
  });
});
