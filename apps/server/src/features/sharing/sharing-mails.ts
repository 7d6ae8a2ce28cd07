import { SHARE_ACCEPT_PAGE, type ShareScope } from '@rehearse/contract/sharing';
import type { MailMessage } from '../../mail/mailer.ts';
import { quotedUserText } from '../../mail/user-text.ts';

const WHAT: Record<ShareScope, string> = {
  analysis: 'one of their interview analyses',
  mock_interview: 'one of their mock interviews',
  all: 'all of their interview analyses',
};

/**
 * The invitation: whom it is from (their name as they wrote it, quoted as theirs and without links — it goes
 * to any address), what it covers, and the single-use link. The subject holds only our words.
 */
export function shareInvitationMail(input: {
  to: string;
  ownerName: string;
  scope: ShareScope;
  includeRecording: boolean;
  token: string;
  publicUrl: string;
  expiresAt: string;
}): MailMessage {
  const link = `${input.publicUrl.replace(/\/$/, '')}${SHARE_ACCEPT_PAGE}?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: `A Rehearse user shared ${WHAT[input.scope]} with you`,
    text: [
      'Hi,',
      '',
      `A Rehearse user whose name on their account reads ${quotedUserText(input.ownerName)} invites you to see ${WHAT[input.scope]} on Rehearse (scores, transcript and timeline${input.includeRecording ? ', and the recording' : ''}) and to leave time-stamped comments.`,
      '',
      `To accept, open this link and sign in (or create an account) with this e-mail address, ${input.to}:`,
      link,
      '',
      `The link works once and until ${new Date(input.expiresAt).toUTCString()}. If you do not know the sender, ignore this mail: nothing is shared until you accept.`,
    ].join('\n'),
  };
}
