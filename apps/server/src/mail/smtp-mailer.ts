import nodemailer from 'nodemailer';
import type { Logger } from '../logging/logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export function createSmtpMailer(options: { smtpUrl: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      options.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
