import { conversationTurnsResponseSchema, INTERVIEWER_MESSAGES, INTERVIEWER_PATHS, interviewerVoicesResponseSchema, MAX_CONVERSATION_TURNS } from '@rehearse/contract/interview-conversation';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { mockStartResponseSchema } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { SPEECH_RATE_LIMIT } from './interviewer-routes.ts';
import { interviewerUserData } from './interviewer-user-data.ts';
import { readWavFacts } from './wav-header.ts';

const speechUrl = (query: Record<string, string>) => `${INTERVIEWER_PATHS.speech}?${new URLSearchParams(query).toString()}`;

async function startSession(client: TestClient): Promise<string> {
  const res = await client.post('/api/mock/start/', { question_count: 1 });
  expect(res.status).toBe(200);
  return mockStartResponseSchema.parse(await res.json()).session_id;
}

const question = { speaker: 'interviewer', started_at: 0.4, ended_at: 5.1, text: 'Tell me about a time you led a team.', question_key: 'q1' };
const answer = { speaker: 'candidate', started_at: 5.9, ended_at: 41.2, text: 'We cut the backlog.', question_key: 'q1', ended_by: 'silence' };

describe('interviewer API', () => {
  let t: TestApp;
  let ann: TestClient;
  let bob: TestClient;
  let sessionId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ann = await t.signedInUser();
    bob = await t.signedInUser();
    sessionId = await startSession(ann);
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    expect((await t.client().get(INTERVIEWER_PATHS.voices)).status).toBe(401);
    expect((await t.client().get(speechUrl({ text: 'Hello' }))).status).toBe(401);
    expect((await t.client().get(INTERVIEWER_PATHS.turns(sessionId))).status).toBe(401);
  });

  it('lists the server voices', async () => {
    const body = interviewerVoicesResponseSchema.parse(await (await ann.get(INTERVIEWER_PATHS.voices)).json());
    expect(body.engine).toBe('espeak-ng');
    expect(body.voices.map((v) => v.id)).toContain('en-us');
  });

  it('speaks a text as a streamed WAV, slower when asked', async () => {
    const text = 'Tell me about a time you disagreed with your manager.';
    const normal = await ann.get(speechUrl({ text, voice: 'en-us', speed: '1' }));
    expect(normal.status).toBe(200);
    expect(normal.headers.get('content-type')).toBe('audio/wav');
    expect(normal.headers.get('cache-control')).toBe('no-store');
    const slow = await ann.get(speechUrl({ text, speed: '0.7' }));
    const [a, b] = [readWavFacts(Buffer.from(await normal.arrayBuffer())), readWavFacts(Buffer.from(await slow.arrayBuffer()))];
    expect(a?.duration).toBeGreaterThan(2);
    expect(b!.duration).toBeGreaterThan(a!.duration * 1.2);
  });

  it.each([
    ['no text', {}],
    ['blank text', { text: '   ' }],
    ['too long a text', { text: 'a '.repeat(600) }],
    ['a speed out of range', { text: 'Hello', speed: '3' }],
    ['a speed that is not a number', { text: 'Hello', speed: 'fast' }],
  ])('refuses speech with %s: 400', async (_label, query) => {
    const res = await ann.get(speechUrl(query));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error' });
  });

  it('refuses a voice the server does not have: 404', async () => {
    const res = await ann.get(speechUrl({ text: 'Hello', voice: 'klingon' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: INTERVIEWER_MESSAGES.unknownVoice });
  });

  it(`speaks at most ${SPEECH_RATE_LIMIT.max} utterances a minute per user: 429 after, others unaffected`, async () => {
    const carl = await t.signedInUser();
    freezeClockInFreshWindow(SPEECH_RATE_LIMIT);
    for (let i = 0; i < SPEECH_RATE_LIMIT.max; i += 1) {
      const res = await carl.get(speechUrl({ text: `Line ${i}.`, speed: '1.5' }));
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect((await carl.get(speechUrl({ text: 'One more.' }))).status).toBe(429);
    const other = await ann.get(speechUrl({ text: 'Still allowed.' }));
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it('keeps the turns of a session in order and gives them back to its owner', async () => {
    const first = await ann.post(INTERVIEWER_PATHS.turns(sessionId), question);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ seq: 0, ended_by: null });
    expect((await ann.post(INTERVIEWER_PATHS.turns(sessionId), answer)).status).toBe(201);
    const { turns } = conversationTurnsResponseSchema.parse(await (await ann.get(INTERVIEWER_PATHS.turns(sessionId))).json());
    expect(turns).toEqual([
      { seq: 0, ...question, ended_by: null },
      { seq: 1, ...answer },
    ]);
  });

  it('answers 404 for a session of someone else or none, without telling which', async () => {
    for (const res of [await bob.get(INTERVIEWER_PATHS.turns(sessionId)), await bob.post(INTERVIEWER_PATHS.turns(sessionId), question), await ann.get(INTERVIEWER_PATHS.turns('no-such-session'))]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 'error', message: MOCK_SERVER_MESSAGES.sessionNotFound });
    }
    const { turns } = conversationTurnsResponseSchema.parse(await (await ann.get(INTERVIEWER_PATHS.turns(sessionId))).json());
    expect(turns).toHaveLength(2);
  });

  it('gives the turns back by the id of the session’s report too (what the report page knows), to its owner only', async () => {
    await t.deps.database.db.updateTable('mock_sessions').set({ analysis_session_id: 'report-of-ann' }).where('id', '=', sessionId).execute();
    const { turns } = conversationTurnsResponseSchema.parse(await (await ann.get(INTERVIEWER_PATHS.turns('report-of-ann'))).json());
    expect(turns.map((turn) => turn.seq)).toEqual([0, 1]);
    const foreign = await bob.get(INTERVIEWER_PATHS.turns('report-of-ann'));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ status: 'error', message: MOCK_SERVER_MESSAGES.sessionNotFound });
    // A turn is added to the interview itself, never through its report.
    expect((await ann.post(INTERVIEWER_PATHS.turns('report-of-ann'), question)).status).toBe(404);
  });

  it.each([
    ['an unknown speaker', { ...question, speaker: 'narrator' }],
    ['an end before its start', { ...question, started_at: 9, ended_at: 3 }],
    ['a negative time', { ...question, started_at: -1 }],
    ['a field of its own', { ...question, user_id: 'someone' }],
    ['too long a text', { ...question, text: 'x'.repeat(20_001) }],
    ['an unknown end', { ...answer, ended_by: 'boredom' }],
    ['no text', { speaker: 'candidate', started_at: 1, ended_at: 2, question_key: null }],
  ])('refuses a turn with %s: 400', async (_label, body) => {
    const res = await ann.post(INTERVIEWER_PATHS.turns(sessionId), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error' });
  });

  it('refuses a body that is not JSON: 400', async () => {
    const res = await ann.request(INTERVIEWER_PATHS.turns(sessionId), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"speaker": ' });
    expect(res.status).toBe(400);
  });

  it(`keeps at most ${MAX_CONVERSATION_TURNS} turns a session: 409 after`, async () => {
    const full = await startSession(bob);
    const rows = Array.from({ length: MAX_CONVERSATION_TURNS }, (_, seq) => ({ session_id: full, seq, speaker: 'candidate' as const, started_at: seq, ended_at: seq, text: '', question_key: null, ended_by: null, created_at: '2026-11-28T00:00:00.000Z' }));
    await t.deps.database.db.insertInto('mock_conversation_turns').values(rows).execute();
    const res = await bob.post(INTERVIEWER_PATHS.turns(full), question);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ status: 'error', message: INTERVIEWER_MESSAGES.tooManyTurns });
  });

  it('the account export holds the conversation, and account deletion removes it', async () => {
    const userId = ((await (await ann.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    const source = interviewerUserData(t.deps.database.db, t.deps.mock.sessionDirectory);
    const [file] = await source.exportForUser(userId, { videos: false });
    expect(file?.path).toBe('interview-conversations.json');
    expect(JSON.parse(file!.content as string)).toEqual([
      { session_id: sessionId, seq: 0, ...question, ended_by: null },
      { session_id: sessionId, seq: 1, ...answer },
    ]);
    const bobId = ((await (await bob.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    await source.deleteForUser(bobId);
    expect(JSON.parse((await source.exportForUser(userId, { videos: false }))[0]!.content as string)).toHaveLength(2);
  });

  it('deleting the session removes its conversation', async () => {
    await t.deps.database.db.deleteFrom('mock_sessions').where('id', '=', sessionId).execute();
    const left = await t.deps.database.db.selectFrom('mock_conversation_turns').select('seq').where('session_id', '=', sessionId).execute();
    expect(left).toEqual([]);
  });
});
