import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { ANSWER_REVIEW as REVIEW, JUDGED_CONTENT as content, REVIEWED_ANSWER as ANSWER, rubricItem as item } from './answer-review.fixture.ts';
import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { ANSWER_REVIEW_MAX_TOKENS, parseAnswerReview, reviewTranscript, UNUSABLE_MODEL_REVIEW, withAnswerReview, withModelInterviewReview } from './answer-review.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { OpenAiLanguageModel } from './openai-language-model.ts';

const words: TranscriptWord[] = ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3, confidence: word === 'rota.' ? 0.5 : 0.95 }));

let fake: FakeOpenAiServer;
let model: OpenAiLanguageModel;
beforeAll(async () => {
  fake = await startFakeOpenAiServer(JSON.stringify(REVIEW));
  // Generous: the 'slow' fake never answers, so the timeout only has to end that wait.
  model = new OpenAiLanguageModel({ baseUrl: fake.baseUrl, apiKey: null, model: 'tiny', timeoutMs: 3000 });
});
afterAll(() => fake.close());

describe('the AI answer review over a loopback OpenAI-compatible server', () => {
  it('adds the rubric and the rebuilt answer, naming the model, and sends only confidently heard words', async () => {
    fake.mode = 'normal';
    fake.reply = JSON.stringify(REVIEW);
    const reviewed = await withAnswerReview(model, content, words, 'Tell me about a backlog you cut.');
    expect(reviewed.ai).toEqual({ model: 'tiny', rubric: REVIEW.rubric, rebuilt: REVIEW.rebuilt });
    expect(reviewed.findings).toEqual(content.findings);
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Question: Tell me about a backlog you cut.');
    expect(prompt).toContain('I set up a triage …');
    expect(prompt).not.toContain('rota.');
  });

  it('drops a rebuilt answer that states a number the speaker never said, keeping the rubric', async () => {
    fake.mode = 'normal';
    fake.reply = JSON.stringify({ ...REVIEW, rebuilt: 'Result: we cut it to 12 and saved 30 percent of support costs.' });
    const reviewed = await withAnswerReview(model, content, words, null);
    expect(reviewed.ai).toEqual({ model: 'tiny', rubric: REVIEW.rubric, rebuilt: null });
  });

  it('keeps the built-in content, saying why it has no review, on a refusal, a broken shape, a failure, a timeout or a reply past its cap', async () => {
    const fallback = { ...content, ai_fallback: UNUSABLE_MODEL_REVIEW };
    fake.mode = 'normal';
    fake.reply = "I'm sorry, I can't help with rating this answer.";
    expect(await withAnswerReview(model, content, words, null)).toEqual(fallback);
    fake.reply = JSON.stringify({ rubric: { ...REVIEW.rubric, impact: item(9, 'off the scale') }, rebuilt: null });
    expect(await withAnswerReview(model, content, words, null)).toEqual(fallback);
    fake.mode = 'fail';
    expect(await withAnswerReview(model, content, words, null)).toEqual(fallback);
    fake.mode = 'slow';
    expect(await withAnswerReview(model, content, words, null)).toEqual(fallback);
    fake.mode = 'refuse';
    expect(await withAnswerReview(model, content, words, null)).toEqual(fallback);
    fake.mode = 'length';
    fake.reply = JSON.stringify(REVIEW);
    expect(await withAnswerReview(model, content, words, null)).toEqual(fallback);
  });

  it('asks for the reply as a strict JSON schema, capped in tokens (the fake server refuses a schema strict mode would)', async () => {
    fake.mode = 'normal';
    fake.reply = JSON.stringify(REVIEW);
    await withAnswerReview(model, content, words, null);
    const request = fake.requests.at(-1)!;
    expect(request.max_tokens).toBe(ANSWER_REVIEW_MAX_TOKENS);
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'answer_review', strict: true } });
    const schema = request.response_format!.json_schema!.schema as { required: string[]; properties: { rubric: { properties: { impact: { properties: { score: unknown } } } } } };
    expect(schema.required).toEqual(['rubric', 'rebuilt']);
    expect(schema.properties.rubric.properties.impact.properties.score).toEqual({ enum: [1, 2, 3, 4, 5] });
  });

  it('does not ask the model about an answer without enough clear speech', async () => {
    const before = fake.requests.length;
    const quiet: AnswerContent = { ...content, status: 'not_enough_speech', score: null, note: 'not enough clear speech to judge content' };
    expect(await withAnswerReview(model, quiet, words, null)).toBe(quiet);
    expect(fake.requests.length).toBe(before);
  });
});

describe("the AI review of an uploaded interview's answers", () => {
  it('reviews each judged answer against the question as heard, from the words of its own span only', async () => {
    fake.mode = 'normal';
    fake.reply = JSON.stringify(REVIEW);
    const interviewerSaid = { start: 0, end: 2 };
    const answerStart = 20;
    const shifted = words.map((w) => ({ ...w, start: w.start + answerStart, end: w.end + answerStart }));
    const earlier: TranscriptWord[] = [{ word: 'Hello,', start: 3, end: 3.4, confidence: 0.95 }];
    const pair = (question: string, answer_span: { start: number; end: number } | null, judged: AnswerContent | null) => ({
      question,
      question_span: interviewerSaid,
      answer_span,
      transcript: null,
      word_count: null,
      speaking_pace: null,
      filler_words: 0,
      response_delay: null,
      content: judged,
    });
    const result = {
      ...sampleAnalysisResult(),
      transcript: { text: '', words: [...earlier, ...shifted] },
      interview_questions: [
        pair('What did you do about the backlog?', { start: answerStart, end: answerStart + 20 }, content),
        pair('Any questions for us?', { start: 50, end: 52 }, { ...content, status: 'not_enough_speech', score: null, note: 'too little' }),
      ],
    };
    const before = fake.requests.length;
    const reviewed = await withModelInterviewReview(model, result);
    expect(fake.requests.length).toBe(before + 1);
    expect(reviewed.interview_questions?.[0]?.content?.ai).toEqual({ model: 'tiny', rubric: REVIEW.rubric, rebuilt: REVIEW.rebuilt });
    expect(reviewed.interview_questions?.[1]?.content?.ai).toBeUndefined();
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Question: What did you do about the backlog?');
    expect(prompt).not.toContain('Hello');
  });
});

describe('parseAnswerReview', () => {
  it('tolerates a code fence and rejects multi-line justifications', () => {
    expect(parseAnswerReview('```json\n' + JSON.stringify(REVIEW) + '\n```', ANSWER, 'm')?.rubric).toEqual(REVIEW.rubric);
    const twoLines = { ...REVIEW, rubric: { ...REVIEW.rubric, impact: item(3, 'one\ntwo') } };
    expect(parseAnswerReview(JSON.stringify({ ...twoLines, rebuilt: null }), ANSWER, 'm')).toBeNull();
  });
  it('reads the transcript as heard', () => {
    expect(reviewTranscript(words.slice(0, 15))).toBe('At my last job the backlog was 40 tickets. I set up a triage …');
  });
});
