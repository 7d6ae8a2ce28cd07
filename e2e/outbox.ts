import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- plain ESM helper shared with the launcher; it has no type declarations
import { e2eDataDir } from './e2e-environment.mjs';

/** The newest mail the e2e server wrote to its outbox for `to`, decoded from quoted-printable. */
export function latestMailTo(to: string): string {
  const dir = join(e2eDataDir as string, 'outbox');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8');
    if (raw.includes(to)) return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/** The first link in a mail whose path contains `fragment`. */
export function linkIn(mail: string, fragment: string): string {
  const link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no ${fragment} link in mail`);
  return link;
}
