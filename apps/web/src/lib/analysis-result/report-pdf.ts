import type { DownloadReport } from '@rehearse/contract/analysis-api';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatClock } from '@rehearse/contract/number-format';
import { metricRows, scoreTiles } from './report-fields.ts';
import type { ReportMoments } from './report-moments.ts';
import { starSentenceLine } from '../star-sentence-text.ts';
import { isWrittenContent, untimedContent } from '@rehearse/contract/untimed-content';

/** One piece of the PDF report before layout: the printable page's sections, in its order. */
export type ReportBlock =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; text: string }
  | { kind: 'scores'; tiles: Array<[string, string]> }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'row'; label: string; text: string };

/** The report as blocks: what the printable page shows (decision 028), plus what the answer said. */
export function reportBlocks(report: DownloadReport, moments: ReportMoments | undefined, when: string): ReportBlock[] {
  const blocks: ReportBlock[] = [
    { kind: 'title', text: 'Interview analysis report' },
    { kind: 'meta', text: `${report.filename} · ${when}` },
    { kind: 'scores', tiles: moments?.headline?.tiles ?? scoreTiles(report) },
    ...(moments?.headline?.notes ?? []).map((text): ReportBlock => ({ kind: 'paragraph', text })),
    { kind: 'heading', text: 'Summary' },
    { kind: 'paragraph', text: report.analysis_summary },
  ];
  const list = (title: string, items: readonly string[]) => {
    if (items.length === 0) return;
    blocks.push({ kind: 'heading', text: title }, ...items.map((text): ReportBlock => ({ kind: 'bullet', text })));
  };
  list('Key Strengths', report.strengths);
  list('Areas to Improve', report.improvements);
  list('Action Plan', report.strategies);
  const content = report.content ? untimedContent(report.content) : report.content;
  if (content?.status === 'judged' && content.findings.length > 0) {
    list(
      'What you said',
      content.findings.map((f) => `${f.headline}: ${f.text}${f.at === null ? '' : ` (at ${formatClock(f.at)})`}`),
    );
    list('How each sentence was read (STAR)', content.structure?.sentences.map((sentence) => starSentenceLine(sentence, isWrittenContent(content))) ?? []);
  } else if (content?.status === 'not_enough_speech' && content.note) {
    blocks.push({ kind: 'heading', text: 'What you said' }, { kind: 'paragraph', text: content.note });
  }
  const table = (title: string, rows: Array<[string, string]>) => {
    if (rows.length === 0) return;
    blocks.push({ kind: 'heading', text: title }, ...rows.map(([label, text]): ReportBlock => ({ kind: 'row', label, text })));
  };
  if (moments?.answers && moments.answers.length > 0) {
    blocks.push({ kind: 'heading', text: 'Your answers' });
    for (const answer of moments.answers) blocks.push({ kind: 'paragraph', text: answer.heading }, ...answer.lines.map((text): ReportBlock => ({ kind: 'bullet', text })));
  }
  table('Video metrics', metricRows(report.video_metrics, true));
  table('Audio metrics', metricRows(report.audio_metrics, false));
  if (moments?.transcriptExcerpt) blocks.push({ kind: 'heading', text: 'Transcript excerpt' }, { kind: 'paragraph', text: moments.transcriptExcerpt });
  table('Timeline', moments?.timeline.map((m): [string, string] => [`${formatClock(m.from)}–${formatClock(m.to)}`, m.text]) ?? []);
  return blocks;
}

/** Lines of at most `maxWidth` (as `widthOf` measures), broken at spaces; a word longer than a line gets a line of its own. */
export function wrapText(text: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Characters the standard PDF fonts (WinAnsi) lack become a close stand-in or '?': the file must never fail because
 * a name or a quote holds one. A name in another script prints as question marks here; the printable page, which the
 * browser prints with its own fonts, shows it whole (decision 028).
 */
export function fitToCharacterSet(text: string, supported: ReadonlySet<number>): string {
  const standIn: Record<string, string> = { '\u2212': '-', '\u2192': '->', '\u2009': ' ', '\u202f': ' ', '\u2011': '-' };
  return Array.from(text, (ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : (standIn[ch] ?? '?'))).join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = { r: 0.06, g: 0.09, b: 0.16 };
const MUTED = { r: 0.39, g: 0.45, b: 0.55 };
const RULE = { r: 0.89, g: 0.91, b: 0.94 };

/** The report as a PDF file (A4, Helvetica), made in the browser with pdf-lib, loaded only when asked for. */
export async function renderReportPdf(report: DownloadReport, moments: ReportMoments | undefined, now = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Interview analysis — ${report.filename}`);
  doc.setCreator('Rehearse');
  doc.setCreationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const fit = (s: string) => fitToCharacterSet(s, supported);
  const colour = (c: typeof INK) => rgb(c.r, c.g, c.b);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const wrapped = (text: string, font: PDFFont, size: number, maxWidth: number) => wrapText(fit(text), maxWidth, (t) => font.widthOfTextAtSize(t, size));
  const lines = (text: string, font: PDFFont, size: number, x: number, maxWidth: number, tint = INK) => {
    for (const line of wrapped(text, font, size, maxWidth)) {
      room(size * 1.45);
      y -= size * 1.45;
      page.drawText(line, { x, y, size, font, color: colour(tint) });
    }
  };

  for (const block of reportBlocks(report, moments, new Date(report.timestamp).toLocaleString())) {
    switch (block.kind) {
      case 'title':
        lines(block.text, bold, 18, MARGIN, width);
        break;
      case 'meta':
        lines(block.text, regular, 10, MARGIN, width, MUTED);
        break;
      case 'scores': {
        const gap = 10;
        const boxWidth = (width - gap * (block.tiles.length - 1)) / block.tiles.length;
        room(62);
        y -= 62;
        block.tiles.forEach(([name, text], i) => {
          const x = MARGIN + i * (boxWidth + gap);
          page.drawRectangle({ x, y, width: boxWidth, height: 50, borderColor: colour(RULE), borderWidth: 1 });
          page.drawText(fit(name), { x: x + 8, y: y + 32, size: 9, font: regular, color: colour(MUTED) });
          page.drawText(fit(text), { x: x + 8, y: y + 10, size: 16, font: bold, color: colour(INK) });
        });
        break;
      }
      case 'heading':
        room(40);
        y -= 12;
        lines(block.text, bold, 13, MARGIN, width);
        y -= 4;
        page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.75, color: colour(RULE) });
        y -= 2;
        break;
      case 'paragraph':
        lines(block.text, regular, 10.5, MARGIN, width);
        break;
      case 'bullet': {
        const size = 10.5;
        wrapped(block.text, regular, size, width - 12).forEach((line, i) => {
          room(size * 1.45);
          y -= size * 1.45;
          if (i === 0) page.drawText('•', { x: MARGIN + 2, y, size, font: regular, color: colour(INK) });
          page.drawText(line, { x: MARGIN + 12, y, size, font: regular, color: colour(INK) });
        });
        break;
      }
      case 'row': {
        // Both columns of a row on one page: it moves whole to the next page when it does not fit.
        const size = 10;
        const labelWidth = width * 0.4;
        const left = wrapped(block.label, regular, size, labelWidth - 8);
        const right = wrapped(block.text, regular, size, width - labelWidth);
        room(Math.max(left.length, right.length) * size * 1.45);
        const top = y;
        left.forEach((line, i) => page.drawText(line, { x: MARGIN, y: top - (i + 1) * size * 1.45, size, font: regular, color: colour(MUTED) }));
        right.forEach((line, i) => page.drawText(line, { x: MARGIN + labelWidth, y: top - (i + 1) * size * 1.45, size, font: regular, color: colour(INK) }));
        y = top - Math.max(left.length, right.length) * size * 1.45;
        break;
      }
    }
  }
  // A copy on its own ArrayBuffer: what a Blob takes (pdf-lib's bytes may sit on any buffer).
  return new Uint8Array(await doc.save());
}
