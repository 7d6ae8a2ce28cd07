import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logging/logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** Folder of the outbox inside DATA_DIR. */
export const OUTBOX_DIR_NAME = 'outbox';

/**
 * Without SMTP every mail becomes a real RFC 822 file, `DATA_DIR/outbox/<timestamp>-<id>.eml`,
 * that a mail client opens and tests read. File names sort by time.
 */
export function createOutboxMailer(options: { dataDir: string; from: string; logger: Logger }): Mailer {
  const dir = join(options.dataDir, OUTBOX_DIR_NAME);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      // The outbox holds sign-in and reset links: only the server may read it.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Timestamp plus a per-process counter keeps the lexical order equal to the sending order.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence++).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(dir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    async close() {},
  };
}
