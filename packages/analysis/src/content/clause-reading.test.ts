import { describe, expect, it } from 'vitest';
import { answerSentences } from './answer-sentences.ts';
import { readClauses } from './clause-reading.ts';
import { writtenAnswer } from './written-answer.ts';

function clauses(text: string) {
  return answerSentences(writtenAnswer(text)).flatMap((s) => readClauses(s.tokens));
}

describe('readClauses', () => {
  it('finds who does what, in which tense', () => {
    expect(clauses('I set up a call. We have cut the costs. She is happy. They will ship it.').map((c) => [c.subject, c.verb?.lemma ?? c.finite.lemma, c.tense])).toEqual([
      ['speaker', 'set', 'past'],
      ['group', 'cut', 'perfect'],
      ['other', 'be', 'present'],
      ['other', 'ship', 'future'],
    ]);
  });

  it('reads a goal: an obligation, an intention or an assignment', () => {
    expect(clauses('I needed to fix it. We had to move the accounts. I was asked to lead. I was responsible for the data.').map((c) => c.goal)).toEqual([true, true, true, true]);
    expect(clauses('I decided to delegate it.').map((c) => c.goal)).toEqual([false]);
    // Someone else setting the speaker a goal.
    expect(clauses('My lead asked me to find out why.')[0]).toMatchObject({ subject: 'other', goal: true });
    expect(clauses('She wanted us to cut it by half.')[0]).toMatchObject({ subject: 'other', goal: true });
    expect(clauses('My lead asked me about it.')[0]).toMatchObject({ subject: 'other', goal: false });
  });

  it('finds the subject across a hedge, and no subject for an infinitive', () => {
    const [hedged] = clauses('I kind of asked him.');
    expect(hedged).toMatchObject({ subject: 'speaker', tense: 'past' });
    // Even where the model tags 'sort' as the verb.
    expect(clauses('I sort of decided to tell everyone.').map((c) => [c.subject, c.verb?.lemma, c.tense])).toEqual([['speaker', 'decide', 'past']]);
    // A verb joined across adverbs and a hedge keeps the subject before it.
    expect(clauses('We looked at the logs and maybe sort of fixed it.').map((c) => [c.subject, c.verb?.lemma])).toEqual([
      ['group', 'look'],
      ['group', 'fix'],
    ]);
    expect(clauses('We worked as a team to reach the goal.').map((c) => c.subject)).toEqual(['group', null]);
  });

  it('marks background: a time clause, the past progressive, a habit, the passive', () => {
    expect(clauses('When I joined the team it was late.')[0]).toMatchObject({ subordinate: true });
    expect(clauses('I was running the events team.')[0]).toMatchObject({ progressive: true });
    expect(clauses('We mostly sold walking holidays.')[0]).toMatchObject({ habitual: true });
    expect(clauses('We were fully booked.')[0]).toMatchObject({ passive: true });
  });

  it('marks a relative clause on a noun after the verb, and a verb joined to it, as part of the clause before it', () => {
    expect(clauses('I called the customers who had unusual plans and explained the new bill.').map((c) => [c.verb?.lemma ?? c.finite.lemma, c.relative])).toEqual([
      ['call', false],
      ['have', true],
      ['explain', true],
    ]);
    expect(clauses('I rewrote the plan that we had agreed.').map((c) => c.relative)).toEqual([false, true]);
    // Not a clause on the subject, one about the whole clause, or 'that' reporting what was said.
    expect(clauses('The customers who called were angry.').map((c) => c.relative)).toEqual([false]);
    expect(clauses('We changed the process, which meant we saved a day.').map((c) => c.relative)).toEqual([false, false, false]);
    expect(clauses('I told them that we had a problem.').map((c) => c.relative)).toEqual([false, false]);
    expect(clauses('I was the one who called the suppliers.').map((c) => c.relative)).toEqual([false, false]);
  });

  it('gives verbs coordinated after a subject ("X, Y, and Z") that subject, across a noun mistagged as a verb', () => {
    expect(clauses('I automated the data pull, wrote a checklist, and trained two colleagues to review it.').map((c) => [c.subject, c.verb?.lemma])).toEqual([
      ['speaker', 'automate'],
      ['speaker', 'write'],
      ['speaker', 'train'],
      [null, 'review'],
    ]);
    // A plural noun with a base-form verb after a verb is a clause of its own.
    expect(clauses('I think the customers need more time.').map((c) => c.subject)).toEqual(['speaker', 'other']);
  });

  it('reads a list of steps said without commas as the same subject, and a clause after a verb of thinking or a relative clause as its own', () => {
    const list = clauses('so i drew up the rota made some signs for the three bays and trained the six people');
    expect(list.map((c) => [c.subject, c.verb?.lemma])).toEqual([
      ['speaker', 'draw'],
      ['speaker', 'make'],
      ['speaker', 'train'],
    ]);
    expect(clauses('I thought the team made a mistake')[1]).toMatchObject({ subject: 'other', subjectText: 'the team' });
    expect(clauses('I fixed the printer the queue cleared')[1]).toMatchObject({ subject: 'other' });
    expect(clauses('she explained it back which she did the board approved a new post').at(-1)).toMatchObject({ subject: 'other', subjectText: 'the board' });
  });

  it('takes no bare discourse word for a subject', () => {
    expect(clauses('um right okay missed a deadline')[0]).toMatchObject({ subject: null });
    expect(clauses('right the team missed it')[0]).toMatchObject({ subject: 'other', subjectText: 'the team' });
  });

  it("reads 'was able to' as part of the verb chain, and a past verb joined after an infinitive as the finite verb's", () => {
    expect(clauses('I was able to move the loading window.').map((c) => [c.subject, c.verb?.lemma, c.tense])).toEqual([['speaker', 'move', 'past']]);
    expect(clauses('We were unable to ship it.')[0]).toMatchObject({ subject: 'group', negated: true });
    expect(clauses('I used the logs to find the depot and moved its loading window.').map((c) => [c.subject, c.verb?.lemma])).toEqual([
      ['speaker', 'use'],
      [null, 'find'],
      ['speaker', 'move'],
    ]);
    // Coordinated base forms stay with the infinitive.
    expect(clauses('I asked him to call the client and explain it.').map((c) => c.subject)).toEqual(['speaker', null, null]);
  });

  it("reads the clause after 'is that' as what the sentence says, not as background", () => {
    expect(clauses('The short version is that we cut the costs by half.').map((c) => [c.subject, c.subordinate])).toEqual([
      ['other', false],
      ['group', false],
    ]);
    expect(clauses('I told them that we had a problem.')[1]).toMatchObject({ subordinate: true });
  });

  it("negates a clause only with a negation said in it, not with a 'no' earlier in a run-on sentence", () => {
    expect(clauses('we set up the station on the monday no backlog the lane stayed clear').map((c) => c.negated)).toEqual([false, false]);
    expect(clauses("we didn't get a single timeout and nobody complained").map((c) => c.negated)).toEqual([true, true]);
    expect(clauses('after that not one customer complained')[0]).toMatchObject({ negated: true });
  });

  it('takes a participle before its noun for a description, not a verb', () => {
    expect(clauses('I keep a colour coded calendar.').map((c) => c.verb?.lemma)).toEqual(['keep']);
    expect(clauses('we cut our wasted coffee by half').map((c) => c.verb?.lemma)).toEqual(['cut']);
  });

  it('reads past the fillers between a subject and its verb', () => {
    expect(clauses('so I like called the client and um I uh rewrote the whole plan').map((c) => [c.subject, c.verb?.value, c.tense])).toEqual([
      ['speaker', 'called', 'past'],
      ['speaker', 'rewrote', 'past'],
    ]);
    expect(clauses('and then I I um set up a call')[0]).toMatchObject({ subject: 'speaker', tense: 'past' });
  });
});
