import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './send-contact-message.ts';

describe('contact message schema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'billing', message: 'Please send me an invoice.' };

  it('accepts a complete message and trims it', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: '  Ada  ' });
    expect(parsed.name).toBe('Ada');
  });
  it('rejects an unknown subject, a bad email and an empty message', () => {
    const result = contactMessageSchema.safeParse({ ...valid, subject: 'spam', email: 'x', message: '   ' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['email', 'subject', 'message']);
  });
});
