import type { ContactRequest } from '@rehearse/contract/contact';
import type { ContactDb } from './contact-tables.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { saveContactMessage } from './contact-repository.ts';

export function supportMail(supportEmail: string, request: ContactRequest): MailMessage {
  return {
    to: supportEmail,
    replyTo: `"${request.name.replace(/["\\\r\n]/g, '')}" <${request.email}>`,
    subject: `[Contact: ${request.subject}] from ${request.name.replace(/[\r\n]/g, ' ')}`,
    text: `Name: ${request.name}\nEmail: ${request.email}\nSubject: ${request.subject}\n\n${request.message}\n`,
  };
}

/** Delivers a contact-form message to the support mailbox and keeps a copy; false when the mail could not be sent. */
export async function submitContactMessage(
  deps: { db: ContactDb; mailer: Mailer; logger: Logger; supportEmail: string },
  request: ContactRequest,
  ipAddress: string | null,
): Promise<boolean> {
  let delivered = true;
  try {
    await deps.mailer.send(supportMail(deps.supportEmail, request));
  } catch (error) {
    delivered = false;
    deps.logger.error({ err: error }, 'contact message could not be mailed');
  }
  await saveContactMessage(deps.db, { ...request, ipAddress, deliveryStatus: delivered ? 'delivered' : 'failed' });
  return delivered;
}
