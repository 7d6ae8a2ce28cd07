import { COACH_FALLBACK_NOTICE, COACH_QUESTION_EMPTY, COACH_QUESTION_TOO_LONG, COACH_QUICK_QUESTIONS, COACH_UNAVAILABLE, coachAskResponseSchema, coachHistoryResponseSchema } from '@rehearse/contract/coach';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { COACH_RATE_LIMIT } from './coach-routes.ts';
import { insertCompletedAnalysis } from './coach-test-data.ts';

const ASK = '/api/coach/ask/';

async function userIdOf(client: TestClient): Promise<string> {
  const res = await client.get('/api/auth/get-session');
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** What both answers said, judged: their overalls are complete. */
const judgedContent = {
  status: 'judged' as const,
  note: null,
  engine: 'whisper base.en',
  score: 70,
  parts: { structure: 70, specifics: 70, ownership: 70, hedging: 70, repetition: 70, length: 70, relevance: null, vocabulary: 70 },
  findings: [],
  structure: null,
};

/** Two analyses a week apart: overall 58 → 74, eye contact 41% → 63%, pace 178 wpm, three fillers. */
async function givenTwoAnalyses(t: TestApp, client: TestClient): Promise<void> {
  const userId = await userIdOf(client);
  await insertCompletedAnalysis(t.deps.database.db, userId, {
    name: 'First try',
    startTime: '2026-03-01T10:00:00.000Z',
    result: sampleAnalysisResult({
      overall_score: 58,
      video: { performance_score: 55, metrics: { average_eye_contact_score: 0.41, average_posture_score: 0.66 } },
      audio: { metrics: { confidence_score: 52, clarity_score: 61, speaking_pace: 181 } },
      content: judgedContent,
    }),
  });
  await insertCompletedAnalysis(t.deps.database.db, userId, {
    name: 'Second try',
    startTime: '2026-03-08T10:00:00.000Z',
    result: sampleAnalysisResult({
      overall_score: 74,
      video: { performance_score: 77, metrics: { average_eye_contact_score: 0.63, average_posture_score: 0.71, average_engagement_score: 0.58 } },
      audio: {
        performance_score: 69,
        metrics: { confidence_score: 64, clarity_score: 68, articulation_score: 57, fluency_score: 70, volume_score: 83, speaking_pace: 178, filler_words: 3, duration: 90 },
      },
      fillers: [
        { word: 'um', start: 7.2, end: 7.5, method: 'transcript' },
        { word: 'you know', start: 33.9, end: 34.4, method: 'transcript' },
        { word: 'um', start: 61.0, end: 61.3, method: 'transcript' },
      ],
      content: judgedContent,
    }),
  });
}

async function ask(client: TestClient, question: unknown) {
  return client.post(ASK, { question });
}

describe('coach API, built-in coach', () => {
  let t: TestApp;
  let alice: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signedInUser();
    await givenTwoAnalyses(t, alice);
  });
  afterAll(() => t.close());

  it('says the built-in coach is active', async () => {
    expect(await (await t.client().get('/api/config/public')).json()).toMatchObject({ coach: 'built-in' });
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().post(ASK, { question: 'Hello' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 'error', message: 'Authentication failed. Please log in again.' });
    expect((await t.client().get('/api/coach/history/')).status).toBe(401);
  });

  it.each([
    ['empty', '', COACH_QUESTION_EMPTY],
    ['whitespace only', '  \n\t ', COACH_QUESTION_EMPTY],
    ['over 2000 characters', 'x'.repeat(2001), COACH_QUESTION_TOO_LONG],
    ['not text', 42, null],
  ])('refuses a question that is %s with 400', async (_label, question, message) => {
    const res = await ask(alice, question);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { status: string; message: string };
    expect(body.status).toBe('error');
    if (message) expect(body.message).toBe(message);
  });

  it('refuses a missing or cut-off body with 400', async () => {
    expect((await alice.post(ASK, {})).status).toBe(400);
    const cut = await alice.request(ASK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"question": "How do I' });
    expect(cut.status).toBe(400);
  });

  it('accepts exactly 2000 characters and trims the question', async () => {
    const res = await ask(alice, `  ${'a'.repeat(1995)} pace  `);
    expect(res.status).toBe(200);
    const body = coachAskResponseSchema.parse(await res.json());
    expect(body.question_message.content).toBe(`${'a'.repeat(1995)} pace`);
  });

  it('"analyze my recent performance" quotes the latest scores, the trend, pace and fillers with time stamps', async () => {
    const body = coachAskResponseSchema.parse(await (await ask(alice, COACH_QUICK_QUESTIONS[2])).json());
    expect(body.success).toBe(true);
    expect(body.source).toBe('built-in');
    const r = body.response;
    expect(r).toContain('"Second try"');
    expect(r).toContain('74.0%');
    expect(r).toContain('+16.0 points'); // vs "First try"
    expect(r).toContain('178 WPM');
    expect(r).toContain('"um" ×2');
    expect(r).toContain('0:07, 0:33, 1:01');
    expect(r).toContain('63%'); // eye contact
  });

  it('names two uploads of one file as their pages do, so it never compares a recording with itself by name', async () => {
    const bob = await t.signedInUser();
    const bobId = await userIdOf(bob);
    for (const [startTime, overall_score] of [['2026-04-01T10:00:00.000Z', 60], ['2026-04-02T10:00:00.000Z', 80]] as const) {
      await insertCompletedAnalysis(t.deps.database.db, bobId, { name: 'two-voice-interview.mp4', startTime, result: sampleAnalysisResult({ overall_score, content: judgedContent }) });
    }
    const r = coachAskResponseSchema.parse(await (await ask(bob, COACH_QUICK_QUESTIONS[2])).json()).response;
    expect(r).toContain('Compared with "two-voice-interview.mp4 (1)"');
    expect(r).not.toMatch(/"two-voice-interview\.mp4"/);
  });

  it('"key areas" names the weakest metrics with the user numbers', async () => {
    const r = coachAskResponseSchema.parse(await (await ask(alice, COACH_QUICK_QUESTIONS[1])).json()).response;
    const items = r.split('\n').filter((l) => l.startsWith('- '));
    // Ranked by the latest figure each line shows: articulation 57, engagement 58, eye contact 63.
    expect(items[0]).toContain('**Articulation**: 57.0%');
    expect(items[1]).toContain('**Engagement**: 58%');
    expect(items[2]).toContain('**Eye contact**: 63%');
    expect(items[2]).toContain('+22.0 points');
    expect(r).toContain('Across your 2 analyses');
  });

  it('"confidence" quotes confidence, volume and eye contact and starts from the lowest', async () => {
    const r = coachAskResponseSchema.parse(await (await ask(alice, COACH_QUICK_QUESTIONS[0])).json()).response;
    expect(r).toContain('**Confidence**: 64.0%');
    expect(r).toContain('**Volume**: 83.0%');
    expect(r).toContain('Your lowest score here is **Eye contact** at 63%');
  });

  it('"body language" quotes eye contact, posture, engagement and face visibility', async () => {
    const r = coachAskResponseSchema.parse(await (await ask(alice, COACH_QUICK_QUESTIONS[3])).json()).response;
    expect(r).toContain('**Posture**: 71%');
    expect(r).toContain('**Engagement**: 58%');
    expect(r).toContain('Face visible**: in 95%');
    expect(r).toMatch(/camera|lens/i);
  });

  it('"speech clarity" quotes clarity, articulation, pace and fillers', async () => {
    const r = coachAskResponseSchema.parse(await (await ask(alice, COACH_QUICK_QUESTIONS[4])).json()).response;
    expect(r).toContain('**Clarity**: 68.0%');
    expect(r).toContain('Your lowest score here is **Articulation** at 57.0%');
    expect(r).toContain('178 WPM');
  });

  it('answers another question with the best guidance and the user numbers', async () => {
    const r = coachAskResponseSchema.parse(await (await ask(alice, 'What questions should I ask the interviewer at the end?')).json()).response;
    expect(r).toContain('Questions to ask the interviewer');
    expect(r).toContain('**Latest overall score**: 74.0%');
    expect(r).toContain('Average over 2 analyses**: 66.0%');
  });

  it('with no analyses says so and suggests a first step; never reads another user data', async () => {
    const bob = await t.signedInUser();
    const r = coachAskResponseSchema.parse(await (await ask(bob, COACH_QUICK_QUESTIONS[2])).json()).response;
    expect(r).toContain("You don't have any completed analyses yet");
    expect(r).toContain('Upload page');
    expect(r).not.toContain('74.0%');
  });

  it('keeps the history per user, oldest first, and clears it', async () => {
    const carol = await t.signedInUser();
    await ask(carol, 'first question about pace');
    await ask(carol, 'second question about fillers');
    const history = coachHistoryResponseSchema.parse(await (await carol.get('/api/coach/history/')).json());
    expect(history.messages.map((m) => [m.type, m.type === 'user' ? m.content : m.source])).toEqual([
      ['user', 'first question about pace'],
      ['bot', 'built-in'],
      ['user', 'second question about fillers'],
      ['bot', 'built-in'],
    ]);
    const aliceHistory = coachHistoryResponseSchema.parse(await (await alice.get('/api/coach/history/')).json());
    expect(aliceHistory.messages.some((m) => m.content.includes('question about pace'))).toBe(false);

    const cleared = await carol.request('/api/coach/history/', { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ success: true, deleted: 4 });
    expect(coachHistoryResponseSchema.parse(await (await carol.get('/api/coach/history/')).json()).messages).toEqual([]);
    expect(coachHistoryResponseSchema.parse(await (await alice.get('/api/coach/history/')).json()).messages.length).toBeGreaterThan(0);
  });

  it('limits questions per user, whatever the address', async () => {
    const dave = await t.signedInUser();
    const sameUserOtherIp = t.client();
    sameUserOtherIp.cookies = dave.cookies;
    freezeClockInFreshWindow(COACH_RATE_LIMIT);
    for (let i = 0; i < COACH_RATE_LIMIT.max; i += 1) expect((await ask(i % 2 ? dave : sameUserOtherIp, `pace ${i}`)).status).toBe(200);
    const over = await ask(dave, 'one more');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect((await ask(alice, 'still allowed')).status).toBe(200);
  });
});

async function readSse(res: Response): Promise<Array<{ event: string; data: unknown }>> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

describe('coach API, OpenAI-compatible model on loopback', () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let alice: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer('Your **eye contact** rose to 63%. Keep the lens at eye level.');
    t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'tiny-coach', LLM_TIMEOUT_MS: '3000' } });
    alice = await t.signedInUser();
    await givenTwoAnalyses(t, alice);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('says the model coach is active', async () => {
    expect(await (await t.client().get('/api/config/public')).json()).toMatchObject({ coach: 'model' });
  });

  it('answers from the model with the user numbers and retrieved guidance in the prompt', async () => {
    fake.mode = 'normal';
    const body = coachAskResponseSchema.parse(await (await ask(alice, 'Where should I look on a video call?')).json());
    expect(body).toMatchObject({ success: true, source: 'hosted-model', response: fake.reply });
    const request = fake.requests.at(-1)!;
    expect(request.model).toBe('tiny-coach');
    expect(fake.authorizations.at(-1)).toBe('Bearer sk-test');
    const prompt = request.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Eye contact: latest 63%');
    expect(prompt).toContain('178 WPM');
    expect(prompt).toContain('[Look at the lens, not the face]');
    expect(prompt).toContain("The user's question: Where should I look on a video call?");
    expect(request.max_tokens).toBe(400);
  });

  it('streams the model reply word by word as server-sent events, then the stored answer', async () => {
    fake.mode = 'normal';
    const res = await alice.request(ASK, { method: 'POST', json: { question: COACH_QUICK_QUESTIONS[3] }, headers: { accept: 'text/event-stream' } });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = await readSse(res);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(events[0]).toEqual({ event: 'engine', data: { engine: 'hosted-model', model: 'tiny-coach' } });
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(fake.reply);
    const done = coachAskResponseSchema.parse(events.at(-1)!.data);
    expect(events.at(-1)!.event).toBe('done');
    expect(done).toMatchObject({ source: 'hosted-model', response: fake.reply });
    expect(fake.requests.at(-1)!.stream).toBe(true);
  });

  it('puts the user s own analyses in the prompt by name, with the earlier exchanges of the conversation', async () => {
    fake.mode = 'normal';
    await ask(alice, 'How did my last interview go?');
    await ask(alice, 'And what should I fix first?');
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Analysis "Second try"');
    expect(prompt).toContain('(latest, upload)');
    expect(prompt).toContain('Earlier, the user asked: How did my last interview go?');
  });

  it('stops writing when the user stops the answer, and keeps what was written', async () => {
    fake.mode = 'trickle';
    const res = await alice.request(ASK, { method: 'POST', json: { question: 'Tell me a long story' }, headers: { accept: 'text/event-stream' } });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += (await reader.read()).value ?? '';
    await reader.cancel();
    await expect.poll(async () => coachHistoryResponseSchema.parse(await (await alice.get('/api/coach/history/')).json()).messages.at(-1)?.content ?? '', { timeout: 5000 }).toMatch(
      /^Your\b.*\n\n_Stopped\._$/s,
    );
    const history = coachHistoryResponseSchema.parse(await (await alice.get('/api/coach/history/')).json()).messages;
    expect(history.at(-1)!.content.length).toBeLessThan(fake.reply.length + 20);
    expect(history.at(-1)!.source).toBe('hosted-model');
  });

  it('falls back to the built-in coach, and says so, when the model is too slow', async () => {
    fake.mode = 'slow';
    const body = coachAskResponseSchema.parse(await (await ask(alice, COACH_QUICK_QUESTIONS[2])).json());
    expect(body.source).toBe('fallback');
    expect(body.response.startsWith(COACH_FALLBACK_NOTICE)).toBe(true);
    expect(body.response).toContain('74.0%');
  });

  it('falls back when a streamed request fails, ending with a done event', async () => {
    fake.mode = 'fail';
    const res = await alice.request(ASK, { method: 'POST', json: { question: COACH_QUICK_QUESTIONS[4] }, headers: { accept: 'text/event-stream' } });
    const events = await readSse(res);
    const done = coachAskResponseSchema.parse(events.at(-1)!.data);
    expect(done.source).toBe('fallback');
    expect(done.response).toContain('**Clarity**: 68.0%');
    // The stream says the built-in coach took over before its text.
    expect(events.filter((e) => e.event === 'engine').map((e) => (e.data as { engine: string }).engine)).toEqual(['hosted-model', 'built-in']);
  });

  it('treats an empty model reply as a failure', async () => {
    fake.mode = 'empty';
    const body = coachAskResponseSchema.parse(await (await ask(alice, 'How do I slow down?')).json());
    expect(body.source).toBe('fallback');
  });

  it('stores model answers with their source in the history', async () => {
    const history = coachHistoryResponseSchema.parse(await (await alice.get('/api/coach/history/')).json());
    expect(history.messages.filter((m) => m.type === 'bot').map((m) => m.source)).toEqual(['hosted-model', 'hosted-model', 'hosted-model', 'hosted-model', 'hosted-model', 'fallback', 'fallback', 'fallback']);
  });
});

describe('coach API, model failing with the fallback turned off', () => {
  it('answers 503 with the spec message, as JSON and as a stream error event', async () => {
    const fake = await startFakeOpenAiServer();
    fake.mode = 'fail';
    const t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_FALLBACK: 'false' } });
    try {
      const alice = await t.signedInUser();
      const res = await ask(alice, 'How do I slow down?');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'error', message: COACH_UNAVAILABLE, success: false, error: COACH_UNAVAILABLE });
      const streamed = await readSse(await alice.request(ASK, { method: 'POST', json: { question: 'pace' }, headers: { accept: 'text/event-stream' } }));
      expect(streamed.at(-1)).toEqual({ event: 'error', data: { message: COACH_UNAVAILABLE } });
      expect(coachHistoryResponseSchema.parse(await (await alice.get('/api/coach/history/')).json()).messages).toEqual([]);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
