import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { RunningJob } from '../../jobs/job-queue.ts';
import { JUDGED_CONTENT } from '../../llm/answer-review.fixture.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { MockAnswerRow } from './mock-answer-repository.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { questionSet } from './question-sets.ts';
import { createTypedReviewJobHandler } from './typed-answer-review-job.ts';

const logger = pino({ level: 'silent' });
const item = (score: number) => ({ score, justification: 'One line.' });
const REVIEW = { rubric: { structure: item(4), specifics: item(3), relevance: item(4), impact: item(3) }, rebuilt: 'I led the rota, [the result].' };
const asked = questionSet('behavioural').questions[0]!;
const job: RunningJob = { id: 'j1', name: 'mock-typed-answer-review', payload: { sessionId: 's1', questionKey: asked.key }, attempt: 1, heartbeat: async () => {}, signal: new AbortController().signal };
const session = { id: 's1', questions: null, question_keys: JSON.stringify([asked.key]) } as unknown as MockSessionRow;

describe('the typed answer review job', () => {
  it('reviews an answer typed again while it ran, so the latest text never waits for ever', async () => {
    const row = { typed_text: 'I led the rota.', typed_content: JSON.stringify(JUDGED_CONTENT) };
    const reviewedTexts: string[] = [];
    const model: LanguageModel = {
      name: 'llama-3.2-1b',
      complete: async (messages) => {
        reviewedTexts.push(messages.at(-1)!.content);
        // The user types the answer again while the first review runs.
        if (reviewedTexts.length === 1) row.typed_text = 'I led the weekly rota.';
        return JSON.stringify(REVIEW);
      },
      stream: async function* () {},
    };
    const rebuilt: string[] = [];
    const handler = createTypedReviewJobHandler({
      answers: {
        find: async () => ({ ...row }) as unknown as MockAnswerRow,
        replaceTypedContent: async (_s, _q, text, content) => {
          if (text !== row.typed_text) return false;
          row.typed_content = content;
          return true;
        },
      },
      sessions: { findById: async () => session },
      models: { for: () => model, engine: () => ({ kind: 'local-model', name: 'llama-3.2-1b' }), awaited: () => null },
      reviewed: async (id) => void rebuilt.push(id),
      logger,
    });
    await handler(job);
    expect(reviewedTexts).toHaveLength(2);
    expect(reviewedTexts[1]).toContain('I led the weekly rota.');
    expect(reviewedTexts[1]).toContain(asked.text);
    expect(JSON.parse(row.typed_content).ai.rubric.structure.score).toBe(4);
    expect(rebuilt).toEqual(['s1']);
  });
});
