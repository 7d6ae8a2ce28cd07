import type { MailMessage } from '../mail/mailer.ts';

/**
 * Verification mail; `url` is better-auth's verify link (it signs the user in and redirects). Neither this mail
 * nor the reset mail names the account: whoever signs up chooses the name and any address to send it to.
 */
export function verificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your email for Rehearse',
    text: `Hello,\n\nWelcome to Rehearse! Please confirm your email address by opening this link:\n\n${url}\n\nThe link is valid for 24 hours. If you did not create an account, ignore this mail.\n`,
    html: `<p>Hello,</p><p>Welcome to Rehearse! Please confirm your email address:</p><p><a href="${escapeHtml(url)}">Verify my email</a></p><p>The link is valid for 24 hours. If you did not create an account, ignore this mail.</p>`,
  };
}

/** Password-reset mail pointing at the web app's reset page. */
export function resetPasswordMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your Rehearse password',
    text: `Hello,\n\nSomeone asked to reset the password of your Rehearse account. To choose a new password, open:\n\n${url}\n\nThe link is valid for 1 hour. If it was not you, ignore this mail; your password stays the same.\n`,
    html: `<p>Hello,</p><p>Someone asked to reset the password of your Rehearse account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>The link is valid for 1 hour. If it was not you, ignore this mail; your password stays the same.</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
