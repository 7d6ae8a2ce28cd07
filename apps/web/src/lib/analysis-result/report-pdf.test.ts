import type { DownloadReport } from '@rehearse/contract/analysis-api';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitToCharacterSet, renderReportPdf, reportBlocks, wrapText } from './report-pdf.ts';

const report: DownloadReport = {
  filename: 'talking-head.mp4',
  timestamp: '2026-11-28T01:09:02.000Z',
  overall_score: 66.5,
  video_score: 81.2,
  audio_score: 87.5,
  strengths: ['Steady eye contact'],
  improvements: ['Fewer fillers'],
  strategies: [],
  video_metrics: { average_eye_contact_score: 0.87 },
  audio_metrics: { speaking_pace: 142.4, clarity_score: 71.25 },
  analysis_summary: 'A clear answer.',
  transcript: null,
};
const judged: AnswerContent = {
  status: 'judged',
  note: null,
  engine: 'pocketsphinx',
  score: 25,
  parts: { structure: 0, specifics: 0, ownership: null, hedging: 100, repetition: 100, length: null, relevance: null, vocabulary: null },
  findings: [{ part: 'specifics', kind: 'improvement', headline: 'No numbers', text: 'Say what changed, in numbers.', quote: null, at: 42, count: null, seconds: null }],
  structure: null,
};
const moments = { transcriptExcerpt: 'I led the move to the new billing system.', timeline: [{ from: 0, to: 10, text: 'face in view 100% · eye contact 90% while in view' }] };

describe('reportBlocks', () => {
  it('holds what the printable page shows, in its order, with the figures as every screen reads them, and what the answer said', () => {
    const blocks = reportBlocks({ ...report, content: judged }, moments, '28/11/2026, 01:09:02');
    expect(blocks[0]).toEqual({ kind: 'title', text: 'Interview analysis report' });
    expect(blocks).toContainEqual({ kind: 'scores', tiles: [['Overall', '66.5%'], ['Video', '81.2%'], ['Audio', '87.5%'], ['Answer content', '25.0%']] });
    expect(blocks).toContainEqual({ kind: 'bullet', text: 'Steady eye contact' });
    expect(blocks).toContainEqual({ kind: 'bullet', text: 'No numbers: Say what changed, in numbers. (at 0:42)' });
    expect(blocks).toContainEqual({ kind: 'row', label: 'Eye contact', text: '87%' });
    expect(blocks).toContainEqual({ kind: 'row', label: 'Speaking pace', text: '142 WPM' });
    expect(blocks).toContainEqual({ kind: 'row', label: '0:00–0:10', text: 'face in view 100% · eye contact 90% while in view' });
    const headings = blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
    expect(headings).toEqual(['Summary', 'Key Strengths', 'Areas to Improve', 'What you said', 'Video metrics', 'Audio metrics', 'Transcript excerpt', 'Timeline']);
  });

  it('lists each sentence with its STAR part and why after what the answer said', () => {
    const structure = { sentences: [{ start: 4, end: 7, part: 'action' as const, quote: '"I set up a check"', reason: 'action: "I" + a past action: "I set up"' }], share: { situation: 0, task: 0, action: 1, result: 0 }, missing: [] };
    const blocks = reportBlocks({ ...report, content: { ...judged, structure } }, undefined, 'now');
    const at = blocks.findIndex((b) => b.kind === 'heading' && b.text === 'How each sentence was read (STAR)');
    expect(blocks[at - 1]).toEqual({ kind: 'bullet', text: 'No numbers: Say what changed, in numbers. (at 0:42)' });
    expect(blocks[at + 1]).toEqual({ kind: 'bullet', text: 'Action at 0:04: "I set up a check". Says what you did — "I" + a past action: "I set up".' });
  });

  it('gives a typed answer no times: its findings and sentences are at no moment', () => {
    const structure = { sentences: [{ start: 4, end: 7, part: 'action' as const, quote: '"I set up a check"', reason: null }], share: { situation: 0, task: 0, action: 1, result: 0 }, missing: [] };
    const typed = { ...judged, engine: 'written', structure, findings: [{ ...judged.findings[0]!, text: 'Say what changed, in numbers (first at 0:12).' }] };
    const blocks = reportBlocks({ ...report, content: typed }, undefined, 'now');
    const bullets = blocks.flatMap((b) => (b.kind === 'bullet' ? [b.text] : []));
    expect(bullets).toContain('No numbers: Say what changed, in numbers.');
    expect(bullets).toContain('Action: "I set up a check". Says what you did.');
    expect(bullets.join(' ')).not.toMatch(/\d:\d{2}/);
  });

  it('prints a typed answer’s length as an estimate: "about" in its headline as in its sentence', () => {
    const length = { part: 'length' as const, kind: 'strength' as const, headline: '0:41 of 1:30', text: 'The answer took about 0:41 read aloud, within its 1:30 target.', quote: null, at: null, count: null, seconds: 41 };
    const blocks = reportBlocks({ ...report, content: { ...judged, engine: 'written', findings: [length] } }, undefined, 'now');
    expect(blocks).toContainEqual({ kind: 'bullet', text: 'about 0:41 of 1:30: The answer took about 0:41 read aloud, within its 1:30 target.' });
  });

  it('says why the answer was not judged, and leaves out empty sections', () => {
    const blocks = reportBlocks({ ...report, strengths: [], content: { ...judged, status: 'not_enough_speech', score: null, findings: [], note: 'Not enough clear speech to judge content (6 clear words; 20 needed).' } }, undefined, 'now');
    const headings = blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
    expect(headings).toEqual(['Summary', 'Areas to Improve', 'What you said', 'Video metrics', 'Audio metrics']);
    expect(blocks).toContainEqual({ kind: 'paragraph', text: 'Not enough clear speech to judge content (6 clear words; 20 needed).' });
  });
});

describe('wrapText', () => {
  const widthOf = (s: string) => s.length;
  it('breaks at spaces within the width, and gives an over-long word a line of its own', () => {
    expect(wrapText('one two three four', 9, widthOf)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('  a   supercalifragilistic b ', 5, widthOf)).toEqual(['a', 'supercalifragilistic', 'b']);
    expect(wrapText('', 5, widthOf)).toEqual([]);
  });
});

describe('fitToCharacterSet', () => {
  it('keeps what the font has, stands in for a minus and an arrow, and marks the rest', () => {
    const latin = new Set(Array.from('abc -?>', (c) => c.codePointAt(0)!));
    expect(fitToCharacterSet('a − b → c 面', latin)).toBe('a - b -> c ?');
  });
});

describe('renderReportPdf', () => {
  it('makes a PDF file named for the recording, over as many pages as it needs, whatever characters the name holds', async () => {
    const long = { ...report, filename: '面接 − final.mp4', improvements: Array.from({ length: 80 }, (_, i) => `Improvement number ${i + 1}, said in a sentence long enough to wrap onto a second line of the page.`), content: judged };
    const bytes = await renderReportPdf(long, moments, new Date('2026-11-28T02:00:00Z'));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Interview analysis — 面接 − final.mp4');
    expect(doc.getPageCount()).toBeGreaterThan(2);
    const short = await PDFDocument.load(await renderReportPdf(report, undefined));
    expect(short.getPageCount()).toBe(1);
  });
});
