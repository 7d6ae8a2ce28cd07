import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { describe, expect, it } from 'vitest';
import { buildReportJson } from './report-json.ts';
import { resultReportMoments } from './report-headline.ts';
import { reportBlocks } from './report-pdf.ts';
import { buildPrintableReportHtml } from './printable-report.ts';
import { toResultView } from './result-view.ts';

const content = (score: number | null): AnswerContent => ({
  status: score === null ? 'not_enough_speech' : 'judged',
  note: score === null ? 'not enough clear speech to judge content (9 clear words; 20 needed)' : null,
  engine: 'whisper',
  score,
  parts: { structure: score, specifics: score, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null },
  findings: [],
  structure: null,
});
const question = (key: string, score: number, judged: number | null): MockQuestionResult => ({
  question_key: key,
  question: `Question ${key}`,
  competency: 'teamwork',
  skipped: false,
  duration_sec: 30,
  transcript: 'we did it',
  speaking_pace: 130,
  filler_words: 1,
  eye_contact: 0.6,
  score,
  star: { situation: { present: false, evidence: null }, task: { present: false, evidence: null }, action: { present: false, evidence: null }, result: { present: false, evidence: null } },
  star_status: 'checked',
  star_note: null,
  fillers: [],
  recording_url: null,
  analysis_error: null,
  content: content(judged),
});

describe('a mock interview’s PDF and print carry its page’s headline', () => {
  const result = {
    ...sampleAnalysisResult({ overall_score: 62, video: { performance_score: 80 }, audio: { performance_score: 70 } }),
    questions: [question('a', 62, 40), question('b', 77, null)],
    overall_makeup: {
      parts: ['video' as const, 'audio' as const, 'content' as const],
      missing: [],
      complete: true,
      fix_first: { part: 'content' as const, score: 40, points: 30 },
      left_out: [{ question: 2, part: 'content' as const, cause: 'not_enough_speech' as const, detail: 'not enough clear speech to judge content (9 clear words; 20 needed)' }],
    },
  };
  const report = buildReportJson({ filename: 'Behavioural practice', view: toResultView(result), now: new Date('2026-11-20T10:00:00Z') });
  const moments = resultReportMoments(result);

  it('prints the Answer Content tile, Fix first and the answers left out, as the page shows them', () => {
    const blocks = reportBlocks(report, moments, 'now');
    expect(blocks).toContainEqual({ kind: 'scores', tiles: [['Overall', '62.0%'], ['Video', '80.0%'], ['Audio', '70.0%'], ['Answer content', '40.0%']] });
    const paragraphs = blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));
    expect(paragraphs.some((p) => p.startsWith('Fix first: answer content (40.0%)'))).toBe(true);
    expect(paragraphs).toContain('Q2 is not part of the overall score (content not judged: not enough clear speech to judge content (9 clear words; 20 needed)).');
    const html = buildPrintableReportHtml(report, moments);
    expect(html).toContain('Answer content<b>40.0%</b>');
    expect(html).toContain('Fix first: answer content (40.0%)');
    expect(html).toContain('Q2 is not part of the overall score');
  });
});
