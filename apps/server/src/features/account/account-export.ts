import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Logger } from '../../logging/logger.ts';
import type { ExportEntry, ExportOptions, UserDataSource } from '../../shared/user-data-source.ts';

/** The name the ZIP is downloaded as. */
export function exportFileName(at: Date): string {
  return `rehearse-export-${at.toISOString().slice(0, 10)}.zip`;
}

/** README.txt: what the export holds, one paragraph per source. */
export function exportReadme(sources: readonly UserDataSource[], options: ExportOptions, at: Date): string {
  return [
    'Rehearse — your data',
    `Exported ${at.toISOString()}.`,
    '',
    'Every file is JSON (UTF-8) unless its name says otherwise. Times are UTC (ISO 8601).',
    '',
    ...sources.map((source) => `- ${source.description}`),
    '',
    options.videos
      ? 'Your uploaded videos are in videos/ and your mock-interview recordings in mock-interviews/ (those not yet deleted by the 30-day retention).'
      : 'Videos and mock-interview recordings were not included; tick "Include videos" to get them.',
    '',
  ].join('\n');
}

/**
 * The user's export as a ZIP stream. Entries are collected first (small: rows and names), then the
 * ZIP streams: files from the object store are opened one at a time as the ZIP reaches them, so
 * nothing large is held in memory and the download starts at once.
 */
export async function exportZip(sources: readonly UserDataSource[], userId: string, options: ExportOptions, logger: Logger, at = new Date()): Promise<Readable> {
  const perSource = await Promise.all(sources.map((source) => source.exportForUser(userId, options)));
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  zip.addBuffer(Buffer.from(exportReadme(sources, options, at)), 'README.txt', { mtime: at });
  for (const entry of perSource.flat()) addEntry(zip, entry, at, logger);
  zip.end();
  return output;
}

function addEntry(zip: ZipFile, entry: ExportEntry, at: Date, logger: Logger): void {
  const { content } = entry;
  if (typeof content === 'string') {
    zip.addBuffer(Buffer.from(content), entry.path, { mtime: at });
    return;
  }
  zip.addReadStreamLazy(entry.path, { mtime: at }, (callback) => {
    content().then(
      (stream) => callback(null, stream),
      (error: unknown) => {
        // A file the store no longer has (expired video) leaves a note instead of breaking the whole export.
        logger.warn({ path: entry.path, err: error }, 'export: file unavailable');
        const note = new PassThrough();
        note.end(`This file could not be read: ${error instanceof Error ? error.message : String(error)}\n`);
        callback(null, note);
      },
    );
  });
}
