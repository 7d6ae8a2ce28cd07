import { describe, expect, it } from 'vitest';
import { analysisCompletedMail, wantsAnalysisMail } from './analysis-notification.ts';

describe('wantsAnalysisMail', () => {
  it('is on by default and off only when the setting says so', () => {
    expect(wantsAnalysisMail(null)).toBe(true);
    expect(wantsAnalysisMail('not json')).toBe(true);
    const settings = (analysis: boolean) =>
      JSON.stringify({
        emailNotifications: { analysis, progress: true, marketing: false },
        privacy: { profileVisible: true, analysisPublic: false },
      });
    expect(wantsAnalysisMail(settings(true))).toBe(true);
    expect(wantsAnalysisMail(settings(false))).toBe(false);
  });
});

describe('analysisCompletedMail', () => {
  it('names the file, the score and the link', () => {
    const mail = analysisCompletedMail({ to: 'a@b.c', name: 'Ada', displayName: 'talk.mp4', overallScore: 71.25, url: 'http://x/analysis/1' });
    expect(mail.subject).toBe('Your analysis of "talk.mp4" is ready');
    expect(mail.text).toContain('Overall score: 71.3%');
    expect(mail.text).toContain('http://x/analysis/1');
  });
});
