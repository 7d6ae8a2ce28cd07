import { formatCommentTime } from '@rehearse/contract/sharing';
import { userSettingsSchema } from '@rehearse/contract/user-settings';
import type { MailMessage } from '../../mail/mailer.ts';
import { quotedUserText } from '../../mail/user-text.ts';

/** Whether the owner wants a mail for each comment: on by default, so only an explicit `false` turns it off. */
export function wantsCommentMail(settingsJson: string | null): boolean {
  if (!settingsJson) return true;
  try {
    const parsed = userSettingsSchema.safeParse(JSON.parse(settingsJson));
    return parsed.success ? parsed.data.emailNotifications.comments : true;
  } catch {
    return true;
  }
}

/**
 * The owner's mail about a viewer's comment. The viewer's name and words are theirs, not ours: each is quoted and
 * attributed, with every address-like part defanged (decision 046), and each line of the comment is marked as quoted
 * so a line break cannot make the rest read as ours. The only link is ours, to the owner's own analysis; the subject
 * holds only our words.
 */
export function shareCommentMail(input: {
  to: string;
  authorName: string;
  analysisTitle: string;
  analysisId: string;
  atSeconds: number;
  body: string;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl.replace(/\/$/, '')}/analysis/${encodeURIComponent(input.analysisId)}`;
  const quoted = quotedUserText(input.body)
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`);
  return {
    to: input.to,
    subject: 'New comment on an analysis you shared',
    text: [
      'Hi,',
      '',
      `Someone you shared "${input.analysisTitle}" with, whose name on their account reads ${quotedUserText(input.authorName)}, commented at ${formatCommentTime(input.atSeconds)} of the recording. Their comment, as they wrote it:`,
      '',
      ...quoted,
      '',
      `Read it beside the timeline: ${link}`,
      '',
      'You get this mail because comment notifications are on in your profile settings.',
    ].join('\n'),
  };
}
