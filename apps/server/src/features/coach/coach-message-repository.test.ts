import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CoachMessageRepository, exchangeTimes } from './coach-message-repository.ts';
import { coachDb } from './coach-tables.ts';

describe('exchangeTimes', () => {
  it('dates a question after the latest stored message, and its answer not before the question', () => {
    const t = (iso: string) => new Date(iso);
    expect(exchangeTimes(null, t('2026-11-28T01:00:00.000Z'), t('2026-11-28T01:00:00.005Z'))).toEqual(['2026-11-28T01:00:00.000Z', '2026-11-28T01:00:00.005Z']);
    // Asked in the millisecond the last answer was written: one millisecond later.
    expect(exchangeTimes('2026-11-28T01:00:00.005Z', t('2026-11-28T01:00:00.005Z'), t('2026-11-28T01:00:00.005Z'))).toEqual(['2026-11-28T01:00:00.006Z', '2026-11-28T01:00:00.006Z']);
    // A clock that stepped back never puts a question before the history.
    expect(exchangeTimes('2026-11-28T01:00:09.000Z', t('2026-11-28T01:00:00.000Z'), t('2026-11-28T01:00:01.000Z'))).toEqual(['2026-11-28T01:00:09.001Z', '2026-11-28T01:00:09.001Z']);
  });
});

describe('CoachMessageRepository', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps two exchanges in order when the second is asked in the millisecond the first was answered', async () => {
    const messages = new CoachMessageRepository(coachDb(t.deps.database.db));
    const at = new Date('2026-11-28T01:00:00.000Z');
    await messages.addExchange('same-ms-user', 'first question', { content: 'first answer', source: 'built-in', at }, at);
    await messages.addExchange('same-ms-user', 'second question', { content: 'second answer', source: 'built-in', at }, at);
    expect((await messages.listForUser('same-ms-user')).map((m) => m.content)).toEqual(['first question', 'first answer', 'second question', 'second answer']);
  });
});
