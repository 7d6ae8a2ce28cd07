import { COACH_QUICK_QUESTIONS, coachAskResponseSchema } from '@rehearse/contract/coach';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { sampleAnalysisResult, sampleMockQuestion } from '@rehearse/contract/sample-analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { insertCompletedAnalysis } from './coach-test-data.ts';

const ASK = '/api/coach/ask/';
const present = { present: true, evidence: 'yes' };
const absent = { present: false, evidence: null };

function question(key: string, extra: Partial<MockQuestionResult>): MockQuestionResult {
  return sampleMockQuestion({
    question_key: key,
    question: `Question ${key}`,
    competency: 'problem_solving',
    duration_sec: 60,
    transcript: 'an answer',
    speaking_pace: 130,
    filler_words: 0,
    eye_contact: 0.8,
    score: 72,
    star: { situation: absent, task: present, action: present, result: present },
    ...extra,
  });
}

const allAbsent = { situation: absent, task: absent, action: absent, result: absent };

async function askText(client: TestClient, q: string): Promise<string> {
  return coachAskResponseSchema.parse(await (await client.post(ASK, { question: q })).json()).response;
}

describe('coach answers built from the user facts', () => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signedInUser();
    const userId = ((await (await user.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    // Five questions: two checked (Situation missing in both), one with too little speech, two skipped.
    await insertCompletedAnalysis(t.deps.database.db, userId, {
      name: 'Mock interview 1',
      category: 'mock_interview',
      startTime: '2026-05-01T10:00:00.000Z',
      result: sampleAnalysisResult({
        overall_score: 71.5,
        questions: [
          question('q1', { score: 70 }),
          question('q2', { score: 73 }),
          question('q3', { score: 60, star: allAbsent, star_status: 'not_enough_speech', star_note: 'not enough clear speech to check' }),
          question('q4', { skipped: true, score: null, star: allAbsent, star_status: 'skipped' }),
          question('q5', { skipped: true, score: null, star: allAbsent, star_status: 'skipped' }),
        ],
      }),
    });
  });
  afterAll(() => t.close());

  it('counts STAR gaps over the answers whose check ran, not skipped or unclear ones', async () => {
    const r = await askText(user, COACH_QUICK_QUESTIONS[2]);
    expect(r).toContain('Situation missing in 2 of your 2 checked answers');
    expect(r).not.toMatch(/missing in \d+ of 5/);
  });

  it('answers "How did my last mock interview go?" from that interview', async () => {
    const r = await askText(user, 'How did my last mock interview go?');
    expect(r).toContain('"Mock interview 1"');
    expect(r).toContain('71.5%');
    expect(r).toContain('Answered**: 3 of 5 questions');
    expect(r).toContain('**Q2** (problem solving): 73.0% — STAR: Situation missing');
    expect(r).toContain('**Q3** (problem solving): 60.0% — STAR not checked');
    expect(r).toContain('make the **Situation** explicit');
  });

  it('does not repeat the guidance an earlier answer gave', async () => {
    const first = await askText(user, COACH_QUICK_QUESTIONS[3]);
    const second = await askText(user, COACH_QUICK_QUESTIONS[3]);
    const paragraphs = (text: string) => text.split('\n\n').filter((p) => p.startsWith('**') && p.includes('.** '));
    expect(paragraphs(first).length).toBeGreaterThan(0);
    for (const p of paragraphs(second)) expect(paragraphs(first)).not.toContain(p);
  });
});

describe('coach answers about uploads: content and STAR count like any other measurement', () => {
  let t: TestApp;
  let user: TestClient;
  const judged = (score: number, missing: ('situation' | 'task' | 'action' | 'result')[]) => ({
    status: 'judged' as const,
    note: null,
    engine: 'whisper base.en',
    score,
    parts: { structure: 20, specifics: 10, ownership: 0, hedging: 20, repetition: 50, length: 60, relevance: null, vocabulary: 40 },
    findings: [],
    structure: { sentences: [], share: { situation: 0.5, task: 0, action: 0.5, result: 0 }, missing },
  });
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signedInUser();
    const userId = ((await (await user.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    // Engagement at 40 % beside content at 19.7 %: the content is the weakest area.
    const upload = (score: number, missing: ('situation' | 'task' | 'action' | 'result')[]) =>
      sampleAnalysisResult({ overall_score: 51, video: { metrics: { average_engagement_score: 0.4 } }, content: judged(score, missing) });
    await insertCompletedAnalysis(t.deps.database.db, userId, { name: 'hedged.mp4', startTime: '2026-05-01T10:00:00.000Z', result: upload(19.7, ['task', 'result']) });
    await insertCompletedAnalysis(t.deps.database.db, userId, { name: 'vague.mp4', startTime: '2026-05-02T10:00:00.000Z', result: upload(19.7, ['result']) });
  });
  afterAll(() => t.close());

  it('names the answer content first when it is lower than engagement, as the report s Fix first does', async () => {
    const r = await askText(user, 'What should I work on first?');
    expect(r).toContain('Fix first: answer content (19.7%)');
    const focus = await askText(user, COACH_QUICK_QUESTIONS[1]);
    expect(focus.indexOf('Answer content')).toBeLessThan(focus.indexOf('Engagement'));
  });

  it('counts the STAR parts of uploaded answers', async () => {
    const r = await askText(user, 'How do I use the STAR method?');
    expect(r).toContain('Result missing in 2; Task missing in 1 of your 2 checked answers');
    expect(r).not.toContain('no answer had enough clear speech to check yet');
  });
});
