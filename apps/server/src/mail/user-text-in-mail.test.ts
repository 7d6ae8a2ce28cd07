import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, type OutboxMail } from '../test/outbox.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

/**
 * Mail that can reach any address must not carry someone's words as our own, nor as a link: the outbox's
 * real .eml files are read back (subject, text and HTML parts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LURE = 'Account locked: sign in at https://evil.example/login or www.evil.example';

const mailsTo = (address: string): OutboxMail[] => listOutbox(t.dataDir).filter((mail) => mail.to.includes(address));
const everyPart = (mail: OutboxMail) => [mail.subject, mail.text, mail.html ?? ''].join('\n');
const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

describe('mail to an address the name was not written by', () => {
  it('the verification mail of a sign-up made with a stranger\'s address carries no part of the chosen name', async () => {
    const victim = `victim-verify-${Date.now()}@example.com`;
    const res = await t.client().post('/api/auth/sign-up/email', { email: victim, password: TEST_PASSWORD, name: LURE, full_name: LURE });
    expect(res.status).toBe(200);
    const [mail] = mailsTo(victim);
    expect(mail).toBeDefined();
    expect(everyPart(mail!)).not.toMatch(/evil|locked/i);
    expect(mail!.html).not.toBeNull();
    expect(linksIn(mail!.text).every((link) => link.startsWith(t.origin))).toBe(true);
  });

  it('the password-reset mail of such an account carries none of it either', async () => {
    const victim = `victim-reset-${Date.now()}@example.com`;
    expect((await t.client().post('/api/auth/sign-up/email', { email: victim, password: TEST_PASSWORD, name: LURE, full_name: LURE })).status).toBe(200);
    expect((await t.client().post('/api/auth/request-password-reset', { email: victim, redirectTo: '/reset-password' })).status).toBe(200);
    const reset = mailsTo(victim).find((mail) => /reset/i.test(mail.subject));
    expect(reset).toBeDefined();
    expect(everyPart(reset!)).not.toMatch(/evil|locked/i);
  });

  it('an invitation quotes the sender\'s name as theirs, with its links broken, and keeps it out of the subject', async () => {
    const owner = await t.signedInUser({ full_name: LURE });
    const invitee = `invitee-${Date.now()}@example.com`;
    const res = await owner.post('/api/sharing/shares/', { email: invitee, scope: 'all' });
    expect(res.status).toBe(200);
    const [mail] = mailsTo(invitee);
    expect(mail).toBeDefined();
    expect(mail!.subject).not.toMatch(/evil|locked/i);
    expect(mail!.text).toContain('“Account locked: sign in at https[:]//evil[.]example/login or www[.]evil[.]example”');
    expect(mail!.text).toMatch(/whose name on their account reads “Account locked/);
    expect(everyPart(mail!)).not.toContain('evil.example');
    expect(mail!.raw).not.toContain('evil.example');
    expect(linksIn(mail!.text).every((link) => link.startsWith(t.origin))).toBe(true);
    if (mail!.html) expect(mail!.html).not.toMatch(/<a [^>]*evil/);
  });
});
