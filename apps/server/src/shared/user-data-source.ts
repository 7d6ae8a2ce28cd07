import type { Readable } from 'node:stream';

/** One file of a data export. */
export interface ExportEntry {
  /** Path inside the ZIP, e.g. `analyses/<id>/result.json`. */
  path: string;
  /** Small content held in memory (JSON, text), or a stream opened only when the ZIP reaches this entry. */
  content: string | (() => Promise<Readable>);
}

export interface ExportOptions {
  /** Whether the uploaded videos (large) go into the export. */
  videos: boolean;
}

/**
 * The port through which the account feature reaches data other features own: each feature that keeps
 * something of a user offers one source through its entry (its index.ts), which the composition root hands
 * to the account feature, so export and deletion cover it without knowing its tables. Deletion runs in two steps so that no file is ever forgotten: the
 * object keys are collected (and recorded for purging) before the rows that name them are deleted.
 */
export interface UserDataSource {
  /** Short name, also the ZIP folder of its files. */
  name: string;
  /** One line of README.txt: what this source's files hold. */
  description: string;
  exportForUser(userId: string, options: ExportOptions): Promise<ExportEntry[]>;
  /** Keys in the object store holding this user's files (deleted after the rows). */
  objectKeysOfUser(userId: string): Promise<string[]>;
  /** Folders (`…/`) holding only this user's files, removed whole after the rows: also files no row names any more. */
  objectPrefixesOfUser?(userId: string): string[];
  /** Deletes the user's rows. Idempotent: a second run finds nothing. */
  deleteForUser(userId: string): Promise<void>;
}

/** JSON of an export file: indented so people can read it. */
export function exportJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A stored JSON column as a value for the export: null when empty or unreadable, so one bad row never stops an export. */
export function storedJson(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
