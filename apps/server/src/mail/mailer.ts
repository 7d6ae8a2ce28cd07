/** One outgoing mail. `text` is always sent; `html` is an optional alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** The port every feature sends mail through; adapters: SMTP, or the local outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections (SMTP); a no-op for the outbox. */
  close(): Promise<void>;
}
