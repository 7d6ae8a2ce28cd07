import type { Config } from '../config.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, else the outbox folder. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger })
    : createOutboxMailer({ dataDir: config.dataDir, from: config.mailFrom, logger });
}
