import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { relevanceRule } from './relevance-rule.ts';

const QUESTION = 'Tell me about a time you missed a deadline.';

describe('relevanceRule', () => {
  it('is unmeasured without a question or competency', () => {
    expect(relevanceRule(writtenAnswerFacts('I fixed the build. It worked.'))).toEqual({ score: null, findings: [] });
  });

  it('calls an answer using the question and competency words on point', () => {
    const facts = writtenAnswerFacts('I missed the deadline for the report by two days. I told my manager, set a new schedule, and planned my week by priority.', {
      question: QUESTION,
      competency: 'time_management',
    });
    const { score, findings } = relevanceRule(facts);
    expect(score).toBe(100);
    expect(findings[0]).toMatchObject({ kind: 'strength' });
    expect(findings[0]!.text).toContain('2 of the question\'s 2 key words ("missed", "deadline"; related: "schedule")');
  });

  it('flags an off-topic answer and quotes its first sentence', () => {
    const facts = writtenAnswerFacts('My favourite hobby is sailing on the lake. I bought a boat last summer and painted it blue.', {
      question: QUESTION,
      competency: 'time_management',
    });
    const { score, findings } = relevanceRule(facts);
    expect(score).toBeLessThan(35);
    expect(findings[0]).toMatchObject({ kind: 'improvement', headline: 'off the question', quote: '"My favourite hobby is sailing on the lake."', at: 0 });
    expect(findings[0]!.text).toContain('0 of the question\'s 2 key words and 0 words about time management');
  });

  it('uses the competency alone when no question is known', () => {
    const facts = writtenAnswerFacts('My team had a shared goal. I helped a colleague and we worked together to support each other.', { competency: 'teamwork' });
    expect(relevanceRule(facts).score).toBe(100);
  });

  // False alarms found on the labelled set (npm run bench:content): answers on the question that say its key words otherwise.
  it('takes the words an answer says instead of the question\'s own as on the question', () => {
    const collaboration = writtenAnswerFacts(
      'When I was at Northwind, finance and engineering were moving billing to Stripe. I met the finance lead every week and tested every account before the switch.',
      { question: 'Describe a project where you collaborated with people from other departments.', competency: 'teamwork' },
    );
    const outcome = relevanceRule(collaboration);
    expect(outcome.findings.some((f) => f.headline === 'off the question')).toBe(false);
    expect(outcome.score).toBeGreaterThan(0);
    const feedback = writtenAnswerFacts('My manager once told me that my reports were too long. I cut them to one page and put the numbers first.', {
      question: 'Give an example of feedback that changed how you work.',
      competency: 'learning_from_failure',
    });
    expect(relevanceRule(feedback).findings.some((f) => f.headline === 'off the question')).toBe(false);
  });

  it('matches a related word whatever the inflection of the question\'s word', () => {
    const facts = writtenAnswerFacts('My boss wanted to ship on Friday. I objected because the tests were failing, and I showed her the report.', {
      question: 'Tell me about a time you disagreed with your manager.',
      competency: 'conflict_resolution',
    });
    const { findings } = relevanceRule(facts);
    expect(findings.some((f) => f.headline === 'off the question')).toBe(false);
  });

  it('still flags an answer about something else, related words and all', () => {
    const facts = writtenAnswerFacts('My biggest strengths are attention to detail and a strong work ethic. I studied computer science and I enjoy learning new technologies.', {
      question: 'Tell me about a time you disagreed with your manager.',
      competency: 'conflict_resolution',
    });
    expect(relevanceRule(facts).findings[0]).toMatchObject({ kind: 'improvement', headline: 'off the question' });
  });
});
