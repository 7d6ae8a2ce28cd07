import type { MailMessage } from '../../mail/mailer.ts';

/** Whom an account mail goes to: read before the account is gone. */
export interface MailRecipient {
  email: string;
  name: string;
}

/** The confirmation the deletion message promises ('You will receive a confirmation email.'). */
export function accountDeletedMail(to: MailRecipient, replyTo: string): MailMessage {
  return {
    to: to.email,
    replyTo,
    subject: 'Your Rehearse account has been deleted',
    text: [
      `Hi ${to.name || 'there'},`,
      '',
      `As you asked, your Rehearse account (${to.email}) has been deleted, together with your profile, settings, analyses and their reports, uploaded videos, mock interviews, coach conversations and sign-in history.`,
      'This cannot be undone; you can register again with the same address at any time.',
      '',
      'If you did not ask for this, reply to this mail.',
    ].join('\n'),
  };
}

/** The note the export message promises ('You will receive an email when ready.'), sent once the whole ZIP has gone out. */
export function dataExportReadyMail(to: MailRecipient, input: { fileName: string; videos: boolean }, replyTo: string): MailMessage {
  return {
    to: to.email,
    replyTo,
    subject: 'Your Rehearse data export is ready',
    text: [
      `Hi ${to.name || 'there'},`,
      '',
      `Your data export ${input.fileName} is complete and has been downloaded by the browser that asked for it${input.videos ? ', videos included' : ''}.`,
      'README.txt inside the ZIP explains each file.',
      '',
      'If you did not ask for this export, change your password on the Security tab of your profile and reply to this mail.',
    ].join('\n'),
  };
}
