import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './send-contact-message.ts';

describe('contact form schema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'billing', message: 'Please send me an invoice.' };

  it('accepts a complete message and trims it', () => {
    const parsed = contactFormSchema.parse({ ...valid, name: '  Ada  ', email: ' ada@example.com ' });
    expect(parsed.name).toBe('Ada');
    expect(parsed.email).toBe('ada@example.com');
  });
  it('rejects a bad email, an unchosen subject and an empty message', () => {
    const result = contactFormSchema.safeParse({ ...valid, subject: '', email: 'x', message: '   ' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', 'Please enter a valid email address'],
      ['subject', 'Please choose a subject'],
      ['message', 'Message is required'],
    ]);
  });
  it('rejects a subject outside the spec list', () => {
    expect(contactFormSchema.safeParse({ ...valid, subject: 'spam' }).success).toBe(false);
  });
});
