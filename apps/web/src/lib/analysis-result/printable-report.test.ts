import type { AnswerContent } from '@rehearse/contract/answer-content';
import type { DownloadReport } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { buildPrintableReportHtml } from './printable-report.ts';

const report: DownloadReport = {
  filename: 'talking-head.mp4',
  timestamp: '2026-11-28T01:09:02.000Z',
  overall_score: 66.5,
  video_score: 81.2,
  audio_score: 87.5,
  strengths: [],
  improvements: [],
  strategies: [],
  video_metrics: {},
  audio_metrics: {},
  analysis_summary: 'Summary.',
  transcript: null,
};
const parts = { structure: 0, specifics: 0, ownership: null, hedging: 100, repetition: 100, length: null, relevance: null, vocabulary: null };
const content = (over: Partial<AnswerContent>): AnswerContent => ({ status: 'judged', note: null, engine: 'pocketsphinx', score: 25, parts, findings: [], structure: null, ...over });
const tiles = (html: string) => [...html.matchAll(/<div class="score">([^<]+)<b>([^<]+)<\/b>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('buildPrintableReportHtml', () => {
  it('prints the answer content score beside video and audio when it was part of the overall (walk: 66.5 % beside 81.2 % and 87.5 % alone)', () => {
    expect(tiles(buildPrintableReportHtml({ ...report, content: content({}) }))).toEqual(['Overall 66.5%', 'Video 81.2%', 'Audio 87.5%', 'Answer content 25.0%']);
  });

  it('prints no content tile when the content was not judged or there is none', () => {
    expect(tiles(buildPrintableReportHtml({ ...report, content: content({ status: 'not_enough_speech', score: null, note: 'not enough clear speech' }) }))).toHaveLength(3);
    expect(tiles(buildPrintableReportHtml(report))).toHaveLength(3);
  });
});
