import { userSettingsSchema } from '@rehearse/contract/user-settings';
import type { MailMessage } from '../../mail/mailer.ts';

/** Whether the user wants analysis mails: on by default, so only an explicit `false` turns it off. */
export function wantsAnalysisMail(settingsJson: string | null): boolean {
  if (!settingsJson) return true;
  try {
    const parsed = userSettingsSchema.safeParse(JSON.parse(settingsJson));
    return parsed.success ? parsed.data.emailNotifications.analysis : true;
  } catch {
    return true;
  }
}

export function analysisCompletedMail(input: {
  to: string;
  name: string;
  displayName: string;
  overallScore: number | null;
  url: string;
}): MailMessage {
  const score = input.overallScore === null ? 'not measurable for this recording' : `${input.overallScore.toFixed(1)}%`;
  return {
    to: input.to,
    subject: `Your analysis of "${input.displayName}" is ready`,
    text: [
      `Hi ${input.name || 'there'},`,
      '',
      `The analysis of "${input.displayName}" is complete. Overall score: ${score}.`,
      '',
      `Read the full analysis: ${input.url}`,
      '',
      'You get this mail because analysis notifications are on in your profile settings.',
    ].join('\n'),
  };
}
