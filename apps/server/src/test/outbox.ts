import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTBOX_DIR_NAME } from '../mail/outbox-mailer.ts';

/** A mail from the outbox, decoded enough for tests: headers, and the text/html bodies. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  replyTo: string | null;
  text: string;
  html: string | null;
  raw: string;
}

/** Every mail in `DATA_DIR/outbox`, oldest first (file names sort by time). */
export function listOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, OUTBOX_DIR_NAME);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return names.map((name) => parseMail(join(dir, name), readFileSync(join(dir, name), 'utf8')));
}

/** The newest mail, optionally the newest sent to `to`; throws when there is none. */
export function latestMail(dataDir: string, to?: string): OutboxMail {
  const mails = listOutbox(dataDir).filter((m) => !to || m.to.toLowerCase().includes(to.toLowerCase()));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail${to ? ` to ${to}` : ''} in ${join(dataDir, OUTBOX_DIR_NAME)}`);
  return mail;
}

/** The first http(s) link in a mail's text that contains `contains` (e.g. '/verify-email'). */
export function extractLink(mail: OutboxMail, contains = ''): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.find((l) => l.includes(contains));
  if (!link) throw new Error(`no link containing "${contains}" in mail "${mail.subject}"`);
  return link;
}

function parseMail(file: string, raw: string): OutboxMail {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  const text = parts.find((p) => p.type.startsWith('text/plain'));
  const html = parts.find((p) => p.type.startsWith('text/html'));
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    replyTo: headers.get('reply-to') ?? null,
    text: text?.content ?? '',
    html: html?.content ?? null,
    raw,
  };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): Array<{ type: string; content: string }> {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => {
        const inner = splitHeaders(part.replace(/^\n/, ''));
        return leafParts(inner.headers, inner.body);
      });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return [{ type: type.toLowerCase(), content: decodeBody(body, encoding) }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}
