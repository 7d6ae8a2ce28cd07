import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import type { MeaningEncoder } from '../meaning/meaning-encoder.ts';
import { OTHER_COMPETENCY_TEST, relevanceRule } from './relevance-rule.ts';

describe('relevanceRule', () => {
  it('is unmeasured without a question', () => {
    expect(relevanceRule(writtenAnswerFacts('I fixed the build. It worked.', { competency: 'teamwork' }))).toEqual({ score: null, findings: [] });
  });

  it('finds nothing against an answer that tells a situation, and never calls it "on the question"', () => {
    const facts = writtenAnswerFacts('I missed the deadline for the stock report by two days. I told my manager the day before and sent the numbers I had. Since then I start the report three days earlier.', {
      question: 'Tell me about a time you missed a deadline.',
    });
    expect(relevanceRule(facts)).toEqual({ score: 100, findings: [] });
  });

  it('flags general talk that never comes to a situation', () => {
    const facts = writtenAnswerFacts(
      'I think unpopular decisions are part of being a leader. You cannot make everyone happy. My approach is always to listen first and explain the why. For me leadership is about doing what is right for the team.',
      { question: 'Describe a time you had to make an unpopular decision.' },
    );
    const { score, findings } = relevanceRule(facts);
    expect(score).toBeLessThan(50);
    expect(findings[0]).toMatchObject({ kind: 'improvement', part: 'relevance', headline: 'no situation told', quote: '"I think unpopular decisions are part of being a leader."', at: 0 });
    expect(findings[0]!.text).toMatch(/^0 % of the answer told something that happened/);
  });

  it('owes no situation to a question about an approach, nor judges an answer under half its target as talk around the question', () => {
    const general = 'I think unpopular decisions are part of being a leader. You cannot make everyone happy. My approach is always to listen first and explain the why. For me leadership is about doing what is right for the team.';
    expect(relevanceRule(writtenAnswerFacts(general, { question: 'How do you make an unpopular decision?', targetSeconds: 30 })).findings).toEqual([]);
    const question = 'Describe a time you had to make an unpopular decision.';
    expect(relevanceRule(writtenAnswerFacts(general, { question, targetSeconds: 90 })).findings).toEqual([]);
    expect(relevanceRule(writtenAnswerFacts(general, { question, targetSeconds: 30 })).findings[0]).toMatchObject({ headline: 'no situation told' });
  });

  it('reads a denial as sidestepping only when the question asks about a past event', () => {
    const approach = "For me rejection is part of sales and I don't take rejection personally. I look at what I can learn and I move on to the next call.";
    expect(relevanceRule(writtenAnswerFacts(approach, { question: 'How do you deal with rejection?' })).findings).toEqual([]);
    const story = "I don't think I've really had a failure. Last year I ran the launch of our loyalty app and I trained the till staff. We launched on time.";
    expect(relevanceRule(writtenAnswerFacts(story, { question: 'Tell me about a time you failed.' })).findings[0]).toMatchObject({ headline: 'sidesteps the question' });
  });

  it('flags an answer to a question about what the speaker does in which the speaker never does anything', () => {
    const question = 'A prospect says your product is too expensive. What do you say?';
    const market = 'Price is such a big thing in sales right now, with inflation budgets are really tight across every industry. Buyers are a lot more informed than they used to be and they have done their research online. The whole market has shifted and a lot of companies are competing on price, which is not good for anyone.';
    expect(relevanceRule(writtenAnswerFacts(market, { question, targetSeconds: 30 })).findings[0]).toMatchObject({ headline: 'nothing you do' });
    const reply = 'I ask what they are comparing us with, because the price only means something next to what it saves. Then I show them the hours our customers save each month and offer a smaller plan to start.';
    expect(relevanceRule(writtenAnswerFacts(reply, { question, targetSeconds: 30 })).findings).toEqual([]);
  });

  it('flags an answer that turns the question round: asked about a teammate, it tells what the speaker did', () => {
    const facts = writtenAnswerFacts(
      'At the warehouse I had just had a baby, so I was not pulling my weight for a couple of months. My supervisor moved me to the day shift for six weeks. My error rate went back down to under one percent.',
      { question: 'Describe a time when a teammate was not pulling their weight. What did you do?' },
    );
    const [finding] = relevanceRule(facts).findings;
    expect(finding).toMatchObject({ kind: 'improvement', headline: 'answers another question' });
    expect(finding!.text).toContain('The question asks about what a teammate did');
    expect(finding!.quote).toContain('I was not pulling my weight');
  });

  it('flags criticism given when the question asks about criticism received, and not when it was received', () => {
    const question = 'Give an example of a time you received harsh criticism. How did you respond?';
    const given = writtenAnswerFacts('Last year I had to give some harsh feedback to one of my junior analysts. I booked a private meeting and showed him the errors. His reports got better within a month.', { question });
    expect(relevanceRule(given).findings[0]).toMatchObject({ headline: 'answers another question' });
    const received = writtenAnswerFacts('Last year I received harsh criticism from my manager about my reports. I asked her for examples and fixed the template. My reports had no errors within a month.', { question });
    expect(relevanceRule(received).findings).toEqual([]);
  });
});

describe('relevanceRule, told from the other side', () => {
  it('flags a story where the speaker was the customer the question asks them to have dealt with', () => {
    const facts = writtenAnswerFacts(
      'The worst one was actually me. I was the unhappy customer. Last summer the airline cancelled my flight two days before a wedding. I rang their call centre and asked for a supervisor. She rebooked me on another airline the same day.',
      { question: 'Describe a time you dealt with a very unhappy customer.' },
    );
    const [finding] = relevanceRule(facts).findings;
    expect(finding).toMatchObject({ headline: 'answers another question', quote: '"I was the unhappy customer."' });
    expect(finding!.text).toContain('in the story you were the customer');
  });
});

describe('relevanceRule, the opposite question', () => {
  it('flags strengths told for a weakness', () => {
    const facts = writtenAnswerFacts('I would say my greatest strengths are my organisation and my people skills. I keep the shared calendar and I plan everything in Asana.', { question: 'What is your greatest weakness?' });
    expect(relevanceRule(facts).findings[0]).toMatchObject({ headline: 'answers the opposite question' });
    expect(relevanceRule(facts).findings[0]!.text).toContain('is about strength and never names a weakness');
  });
});

describe('relevanceRule, a story of teaching told for learning', () => {
  it('flags helping someone else learn, told for learning something yourself', () => {
    const helping = 'Last year we moved to a new scanner system and Dave was struggling with it. I had used the system already, so I helped him. I spent two of his shifts with him and after a week he was picking at his old rate.';
    const [finding] = relevanceRule(writtenAnswerFacts(helping, { question: 'Describe a time you had to learn a new tool or skill quickly.' })).findings;
    expect(finding).toMatchObject({ kind: 'improvement', headline: 'answers another question' });
    expect(finding!.text).toContain('you help someone else learn');
  });
});

describe('relevanceRule with a provisioned sentence model', () => {
  const question = 'Tell me about a time you missed a deadline.';
  const answer = 'Last summer I bought a boat and painted it blue. I sailed it on the lake every weekend.';
  // A stand-in for the model: texts about deadlines point one way, everything else another.
  const encoder: MeaningEncoder = {
    engine: 'sentence-model',
    encode: (texts) => texts.map((t) => Float32Array.from(/deadline|late|report/i.test(t) ? [1, 0] : [0, 1])),
  };

  it('flags a story about something else that the word vectors could not tell apart', () => {
    expect(relevanceRule(writtenAnswerFacts(answer, { question })).findings).toEqual([]);
    const [finding] = relevanceRule(writtenAnswerFacts(answer, { question, meaning: encoder })).findings;
    expect(finding).toMatchObject({ kind: 'improvement', headline: 'about something else' });
    expect(finding!.text).toContain('closest 0.00 by the sentence model');
  });

  it('finds nothing against a story the model puts close to the question', () => {
    const onTopic = 'Last year I missed the deadline for the monthly report by two days. I told my manager and sent what I had.';
    expect(relevanceRule(writtenAnswerFacts(onTopic, { question, meaning: encoder })).findings).toEqual([]);
  });
});

describe('relevanceRule, a story of another competency', () => {
  const question = 'Describe a conflict between two colleagues that you helped resolve.';
  const learningStory = 'Last year I had to learn SQL in four weeks for a new analyst job. I took an online course in the evenings and practised the new skill on my reports. By the end of the month I had learned enough to write the weekly report on my own.';
  const conflictStory = 'Last year two colleagues on my team clashed over handover notes and stopped speaking. I met each of them separately and then together, and we agreed one template. By the end of the month the disagreement was over and handovers took half the time.';
  // A stand-in for a sentence model: texts about conflict lean one way, texts about learning another; all share a third.
  const encoder: MeaningEncoder = {
    engine: 'sentence-model',
    encode: (texts) => texts.map((t) => Float32Array.from([/conflict|disagree|clash/i.test(t) ? 1 : 0, /learn|course|skill/i.test(t) ? 1 : 0, 0.6])),
  };

  it('flags a story that sits closer to another competency than to the one asked and far from the question, naming the engine', () => {
    const [finding] = relevanceRule(writtenAnswerFacts(learningStory, { question, competency: 'conflict_resolution', meaning: encoder })).findings;
    expect(finding).toMatchObject({ kind: 'improvement', headline: 'a story about something else' });
    expect(finding!.text).toContain('than to conflict resolution');
    expect(finding!.text).toContain('by the sentence model');
  });

  it('finds nothing against a story of the competency asked', () => {
    expect(relevanceRule(writtenAnswerFacts(conflictStory, { question, competency: 'conflict_resolution', meaning: encoder })).findings).toEqual([]);
  });

  it('is not run on the word vectors, which cannot tell a story’s competency, nor without a competency from the bank', () => {
    expect(OTHER_COMPETENCY_TEST['word-vectors']).toBeNull();
    expect(relevanceRule(writtenAnswerFacts(learningStory, { question, competency: 'conflict_resolution' })).findings).toEqual([]);
    expect(relevanceRule(writtenAnswerFacts(learningStory, { question, competency: 'underwater_welding', meaning: encoder })).findings).toEqual([]);
  });
});
