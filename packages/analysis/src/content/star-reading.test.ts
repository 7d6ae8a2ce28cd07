import { describe, expect, it } from 'vitest';
import { answerFacts } from './answer-facts.ts';
import { readStar, type SentenceDoing } from './star-reading.ts';
import { writtenAnswer } from './written-answer.ts';

function doings(text: string): SentenceDoing[] {
  return answerFacts({ words: writtenAnswer(text), engine: 'written' }).sentences.map((s) => s.doing);
}

describe('sentenceDoing', () => {
  it('reads a scene, a goal, an action and an outcome from grammar, with the words that show each', () => {
    const [scene, goal, action, outcome] = doings(
      'In twenty twenty two our support team had a backlog. My job was to clear it. I set up a rota. Complaints fell by a third.',
    );
    expect(scene!.scene).toMatch(/^a time: "(In )?twenty twenty two"$/);
    expect(goal!.goal).toBe('a goal: "My job was to clear it"');
    expect(action!.action).toBe('"I" + a past action: "I set up"');
    expect(outcome!.outcome).toMatch(/^a change: "Complaints fell"/);
  });

  it('names each part without its words when they were not heard with confidence', () => {
    const text = 'In twenty twenty two our support team had a backlog. My job was to clear it. I set up a rota. Complaints fell by a third.';
    const [scene, goal, action, outcome] = answerFacts({ words: writtenAnswer(text, { confidence: 0.5 }), engine: 'written' }).sentences.map((s) => s.doing);
    expect(scene!.scene).toBe('a time');
    expect(goal!.goal).toBe('a goal');
    expect(action!.action).toBe('"I" + a past action');
    expect(outcome!.outcome).toMatch(/^a change( with an amount)?$/);
  });

  it('reads a lesson, something lasting since and a verdict as outcomes', () => {
    const [lesson, since, verdict] = doings('I learned to confirm dates in writing. I have not missed one since. The client was really happy with it.');
    expect(lesson!.outcome).toMatch(/^a lesson/);
    expect(since!.outcome).toMatch(/^something lasting since/);
    expect(verdict!.outcome).toMatch(/^a verdict/);
  });

  it('reads "what I learned was…" as the lesson, and what someone else learned as no lesson of the speaker', () => {
    const [hedged, plain, theirs] = doings('So what I sort of learned was to find out who the customer is first. What we learned was that the form was too long. What she learned was how to run it.');
    expect(hedged!.outcome).toMatch(/^a lesson/);
    expect(plain!.outcome).toMatch(/^a lesson/);
    expect(theirs!.outcome).toBeNull();
  });

  it('reads having someone do something as the speaker\'s step, not as something the speaker got', () => {
    const [husband, trained, feedback] = doings('I also got her husband to come in on sundays. I got myself trained as a super user. I got great feedback from the client.');
    expect(husband!.action).toMatch(/^"I" \+ a past action/);
    expect(husband!.outcome).toBeNull();
    expect(trained!.outcome).toBeNull();
    expect(feedback!.outcome).toMatch(/^something the speaker got out of it/);
  });

  it('reads "early" before a time as when, and a verb after a preposition as a thing', () => {
    const [summer, live, ahead] = doings('I did the course early in the summer. In the first week after go live I came in on two nights. We finished two days early.');
    expect(summer!.outcome).toBeNull();
    expect(live!.outcome).toBeNull();
    expect(ahead!.outcome).toMatch(/^a finish in time/);
  });

  it('reads going back to a place as a step, and going back to an amount or a state as a change', () => {
    const [ledger, twelve, normal] = doings('So I went back to the ledger. Complaints went back down to twelve. Sales went back to normal.');
    expect(ledger!.action).toMatch(/^"I" \+ a past action/);
    expect(twelve!.outcome).toMatch(/^a change/);
    expect(normal!.outcome).toMatch(/^a change/);
  });

  it('hears the common ways a speaker tells an action', () => {
    const story = 'Last year our release kept slipping.';
    const actions = [
      'so what I did was call every supplier',
      'my first step was to call every supplier',
      'I had a chat with the supplier',
      'I was the one who called the suppliers',
      'I reached out to the supplier',
      'I kind of took over the planning',
      'I um like rang round all the suppliers',
      'the first thing I did on the monday was write down each deadline',
      'I used the delivery logs to find the worst depot and moved its loading window',
      'I was able to move the loading window earlier',
      'I ended up rewriting the whole schedule myself',
    ];
    for (const action of actions) expect(doings(`${story} ${action}.`).at(-1)!.action, action).not.toBeNull();
    expect(doings(`${story} I had a lot on my plate.`).at(-1)!.action).toBeNull();
    // What went on and on is a scene, like the past progressive; keeping something in a state is a step.
    expect(doings(`${story} A colleague and I kept clashing over the handover notes.`).at(-1)!.action).toBeNull();
    expect(doings(`${story} I kept the client updated every day.`).at(-1)!.action).not.toBeNull();
    // 'use' without a purpose is how things were; 'ended up' + an -ing form is one more step, not how it ended.
    expect(doings(`${story} We used a booking system called dentally.`).at(-1)!.action).toBeNull();
    expect(doings(`${story} I ended up rewriting the whole schedule myself.`).at(-1)!.outcome).toBeNull();
    expect(doings(`${story} The client ended up giving us more work.`).at(-1)!.outcome).toMatch(/^how it ended/);
  });

  it('hears the common ways an outcome is told, and not a reply', () => {
    const story = 'At my last job the reports were always late. I rebuilt the template and I trained the two analysts on it.';
    const endings = [
      'the result was that the reports went out on the first of the month',
      'which meant the managers had their numbers a week earlier',
      'my manager gave me great feedback',
      'I got promoted six months later',
      'the team started using it across all regions',
      'after that we never missed a deadline',
      'so that problem went away',
      'customers stopped complaining',
      'the supervisor added a weekly trend check to the log after that',
      'the discharge was held for four days',
      'the pack went out a few hours before the deadline',
      'we submitted it on the friday, a few hours before the deadline',
      'no backlog, the lane stayed clear',
      'and the shots stayed steady',
      'the next run had two errors',
      "by march we'd done fourteen releases",
      'but I think the final deal was about the same value per licence',
      "at his two week follow up the community nurse told us he hadn't had one hypo",
      'that became the standard process for the whole team',
      'and the team used it from then on',
      "after that we didn't get a single timeout on a friday",
      'I was promoted to team lead six months later',
      'it was a success',
      'we made the deadline with a day to spare',
      'it worked and the client was happy',
      'and we cut our wasted coffee by i think about two kilos a week',
      'on the monday there was no backlog and the lane stayed clear',
      'we finished the migration in eight weeks',
      'I think we saved about five hours a week',
      'it sort of worked I suppose',
      'the client was happier',
      'after that no one complained again',
      'we had no complaints after that',
      'and we ended up getting the contract',
      'and we got it done',
      'we pulled it off',
      'I guess it paid off',
    ];
    for (const ending of endings) expect(doings(`${story} ${ending}`).at(-1)!.outcome, ending).not.toBeNull();
    expect(doings(`${story} he liked it and he said he would take it to the operations manager`).at(-1)!.outcome).toBeNull();
    expect(doings(`${story} then the director asked why the reports had been late`).at(-1)!.outcome).toBeNull();
    // Agreeing is no report of a fact, and what comes after 'and' is not what was said.
    expect(doings(`${story} she agreed and we moved the meeting`).at(-1)!.outcome).toBeNull();
    // 'no' + a noun is an amount: none.
    expect(doings(`${story} she agreed and we shipped with no critical bugs`).at(-1)!.outcome).toBe('a finish or verdict: "we shipped"');
    // Others' doings that are no outcome: a possibility, a look back, a clause inside another, the effort it took.
    for (const notYet of ["so it didn't build up again", 'he stayed on the ward overnight', 'I stayed calm', "they'd had over a hundred complaints that month", 'it was one of the most intense afternoons on that ward', 'he could make the calls on the stalls', "he'd handled the sign up sheets before", 'I asked them to wait before the press started', 'it took quite a lot of my time that term', 'the devs worked on the fix over the weekend', 'my manager was happy for me to try it', 'it was a great team to work with', 'I finished the report and sent it to her', 'we did various things to make everything better somehow']) {
      expect(doings(`${story} ${notYet}.`).at(-1)!.outcome, notYet).toBeNull();
    }
  });

  it('reads a relative clause on the object as part of its sentence: the action sets no scene', () => {
    const [, called] = doings('Last winter our prices changed. I called the customers who had unusual plans and explained the new bill.');
    expect(called!.action).toBe('"I" + a past action: "I called"');
    expect(called!.scene).toBeNull();
    // A sentence whose main clause is talk in general stays general, whatever its relative clause tells.
    expect(doings('I love customers who had a hard time.')[0]!.general).toBe(true);
  });

  it('reads a clause that tells the outcome as no action as well', () => {
    const [finished] = doings('We finished a week early.');
    expect(finished!.outcome).toMatch(/^a finish in time/);
    expect(finished!.action).toBeNull();
    expect(finished!.outcomeClause).toBe(0);
    // Another clause of the sentence is still the action.
    const [both] = doings('I fixed it and costs fell.');
    expect(both!.action).toBe('"I" + a past action: "I fixed"');
    expect(both!.outcome).toBe('a change: "costs fell"');
    expect(both!.outcomeClause).toBe(1);
  });

  it('reads a finish in time from the clause\'s own words, not from the clause after it', () => {
    const [chart] = doings('Last year returns were late. Instead of fines I started a sticker chart where each on time return got a sticker.').slice(1);
    expect(chart!.outcome).toBeNull();
    expect(chart!.action).toBe('"I" + a past action: "I started"');
    expect(doings('I booked the movers and we finished the move two weeks early.').at(-1)!.outcome).toMatch(/^a finish in time/);
  });

  it("reads an amount as a clause's only when it is said in that clause's words", () => {
    const story = 'Last year I ran a pricing test. I wrote the plan with our analyst.';
    expect(doings(`${story} Then we launched it on a monday in october and split the traffic fifty fifty.`).at(-1)!.outcome).toBeNull();
    expect(doings(`${story} I worked out we needed about twelve thousand visitors.`).at(-1)!.outcome).toBeNull();
    expect(doings(`${story} After that we cut the cost by forty percent.`).at(-1)!.outcome).toMatch(/^a change: "we cut" with an amount/);
  });

  it('reads a comparative after the object of an action as what it aimed at, not an outcome', () => {
    const [pushed] = doings('In twenty twenty two I pushed to make streaks more aggressive.');
    expect(pushed!.outcome).toBeNull();
    expect(pushed!.action).not.toBeNull();
    expect(doings('After the training we worked faster with the new tool.')[0]!.outcome).toBe('a comparison: "faster" in "we worked faster"');
  });

  it('quotes the comparison word inside the words it cites', () => {
    expect(doings('By the end the report felt much clearer to everyone.')[0]!.outcome).toBe('a comparison: "clearer" in "the report felt much clearer"');
  });

  it("reads 'it was my job to…' as the goal", () => {
    expect(doings('I felt it was my job to make sure the day team knew.')[0]!.goal).not.toBeNull();
  });

  it('reads present-tense talk in general as no story, and a story told in the present as actions', () => {
    expect(doings('I think communication is the key to every team.')[0]!.general).toBe(true);
    expect(doings('I always check the numbers first.')[0]!.action).toBeNull();
    const [, go] = doings('Last year our release slipped badly. So I go to my manager and I say we need two more weeks.');
    expect(go!.action).toBe('"I" + an action told in the present: "I go to my manager"');
    expect(go!.general).toBe(false);
    // Told wholly in the present, or in the present saying how often, it is a habit: no story.
    expect(doings('So I go to my manager and I say we need more time.')[0]!.action).toBeNull();
    expect(doings('Last year we moved offices. I run three times a week.')[1]!.action).toBeNull();
    // A view in the present ends the story: what follows in the present is talk in general again.
    const after = doings('I read a book on planning a few years ago. I think it is important to protect your time. I plan my week on a board.');
    expect(after[2]!.action).toBeNull();
  });
});

describe('readStar', () => {
  const none: SentenceDoing = { scene: null, goal: null, action: null, outcome: null, general: false };

  it('takes sentences before the first action as the situation and outcomes after it as the result', () => {
    const parts = readStar([{ ...none }, { ...none, outcome: 'a change' }, { ...none, action: 'an action' }, { ...none, outcome: 'a change' }]);
    expect(parts.map((p) => p.part)).toEqual(['situation', 'situation', 'action', 'result']);
    expect(parts[0]!.reason).toBe('situation: before the first action');
    expect(parts[3]!.reason).toBe('result: a change');
  });

  it("moves the story on at the speaker's own first step: what 'we' did before it is how things were", () => {
    const parts = readStar([{ ...none, scene: 'a place' }, { ...none, action: 'we handled', actor: 'group' }, { ...none, scene: 'a state' }, { ...none, action: 'I made', actor: 'speaker' }]);
    expect(parts.map((p) => p.part)).toEqual(['situation', 'action', 'situation', 'action']);
  });

  it('reads what others did next as the result only when the speaker does nothing after it', () => {
    const reply = { ...none, outcome: 'what others did next', outcomeByOthers: true as const };
    const parts = readStar([{ ...none, action: 'I asked', actor: 'speaker' }, reply, { ...none, action: 'I set up', actor: 'speaker' }, reply]);
    expect(parts.map((p) => p.part)).toEqual(['action', null, 'action', 'result']);
  });

  it('reads a count of what the goal set a number for as the outcome measured against it', () => {
    const [goal, count] = doings('Last year my target was to place thirty candidates. I placed twenty two.');
    expect(goal!.targetVerb).toBe('place');
    expect(count!.counted).toEqual({ verb: 'place', quote: '"I placed twenty two"' });
    const parts = readStar([{ ...none, scene: 'a time' }, { ...goal!, scene: null }, { ...none, action: 'I called', actor: 'speaker' }, count!]);
    expect(parts.map((p) => p.part)).toEqual(['situation', 'task', 'action', 'result']);
    expect(parts[3]!.reason).toBe('result: measured against the goal: "I placed twenty two"');
    // A count of anything else is no such outcome.
    expect(readStar([{ ...goal!, scene: null }, { ...none, action: 'I called', actor: 'speaker' }, { ...count!, counted: { verb: 'call', quote: '"I called six"' } }])[2]!.part).toBe('action');
  });

  it('reads what the speaker achieved, said before the story, as the result told first; a problem told first stays the scene', () => {
    const headline = readStar(doings('So the short version is that we cut late deliveries by about half. I was the planning lead at a depot. I moved the loading window and I trained the night shift.'));
    expect(headline[0]).toMatchObject({ part: 'result' });
    expect(headline[0]!.reason).toMatch(/^result: a change: "we cut" with an amount.*\(told first\)$/);
    const problem = readStar(doings('Late deliveries rose by about half that winter. I was the planning lead at a depot. I moved the loading window and I trained the night shift.'));
    expect(problem[0]!.part).toBe('situation');
  });

  it('gives general talk no part', () => {
    expect(readStar([{ ...none, general: true }, { ...none, action: 'an action' }])[0]).toEqual({ part: null, shows: [], reason: 'general talk, no past event' });
  });
});
