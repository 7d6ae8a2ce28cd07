import { DEFAULT_USER_SETTINGS } from '@rehearse/contract/user-settings';
import { describe, expect, it } from 'vitest';
import { shareCommentMail, wantsCommentMail } from './comment-mail.ts';

describe('wantsCommentMail', () => {
  it('is on by default, for settings saved before the toggle existed and for unreadable ones; off only when turned off', () => {
    expect(wantsCommentMail(null)).toBe(true);
    expect(wantsCommentMail('not json')).toBe(true);
    expect(wantsCommentMail(JSON.stringify({ ...DEFAULT_USER_SETTINGS, emailNotifications: { analysis: false, progress: true, marketing: false } }))).toBe(true);
    const off = { ...DEFAULT_USER_SETTINGS, emailNotifications: { ...DEFAULT_USER_SETTINGS.emailNotifications, comments: false } };
    expect(wantsCommentMail(JSON.stringify(off))).toBe(false);
  });
});

describe('shareCommentMail', () => {
  const mail = (body: string, authorName = 'Coach') =>
    shareCommentMail({ to: 'owner@example.com', authorName, analysisTitle: 'talk.mp4', analysisId: 'a b', atSeconds: 3725, body, publicUrl: 'https://rehearse.example/' });

  it('quotes every line of the comment as the author’s, with no address a mail program would link', () => {
    const text = mail('great pace\r\nDear user, reset your password at https://evil.example or mailto:x@evil.example').text;
    expect(text).toContain('> “great pace\n> Dear user, reset your password at https[:]//evil[.]example or mailto[:]x@evil[.]example”');
    expect(text.split('\n').filter((line) => line.includes('evil')).every((line) => line.startsWith('> '))).toBe(true);
  });

  it('names the author as their account reads, defanged too, and the time stamp; links only to the owner’s analysis', () => {
    const { text, subject, to } = mail('ok', 'Support www.evil.example');
    expect(to).toBe('owner@example.com');
    expect(subject).toBe('New comment on an analysis you shared');
    expect(text).toContain('whose name on their account reads “Support www[.]evil[.]example”, commented at 1:02:05');
    expect(text.match(/https?:\/\/\S+/g)).toEqual(['https://rehearse.example/analysis/a%20b']);
  });
});
