import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildReportJson } from './report-json.ts';
import { resultReportMoments } from './report-headline.ts';
import { renderReportPdf } from './report-pdf.ts';
import { toResultView } from './result-view.ts';
import { reportAnswers } from './report-answers.ts';

const star = (present: boolean) => ({ present, evidence: present ? '"I set up a check"' : null });
const question = (n: number, over: Partial<MockQuestionResult> = {}): MockQuestionResult => ({
  question_key: `q${n}`,
  question: `Question number ${n}`,
  competency: 'teamwork',
  skipped: false,
  duration_sec: 30,
  transcript: 'I set up a check',
  speaking_pace: 130,
  filler_words: 1,
  eye_contact: 0.6,
  score: 70,
  star: { situation: star(false), task: star(false), action: star(true), result: star(true) },
  star_status: 'checked',
  star_note: null,
  fillers: [],
  recording_url: null,
  analysis_error: null,
  content: {
    status: 'judged',
    note: null,
    engine: 'whisper',
    score: 40,
    parts: { structure: 40, specifics: 40, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null },
    findings: [{ part: 'specifics', kind: 'improvement', headline: 'No numbers', text: 'Say what changed, in numbers.', quote: null, at: 3, count: null, seconds: null }],
    structure: null,
  },
  ...over,
});

/** The text a PDF draws: its content streams inflated, their hex strings decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(inflateSync(stream.contents)).toString('latin1');
      for (const m of raw.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) parts.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return parts.join('\n');
}

describe('a mock interview’s PDF has a section for each question', () => {
  it('heads a follow-up as its question’s, and numbers the questions without it', () => {
    const headings = reportAnswers([question(1), question(2, { question_key: 'q1__fu', follow_up_of: 'q1' }), question(3)]).map((a) => a.heading);
    expect(headings).toEqual(['Q1. Question number 1', 'Follow-up to Q1. Question number 2', 'Q2. Question number 3']);
  });

  it('prints each question, how it was answered, its score or why none, the findings in brief and the STAR parts missing', async () => {
    const questions = Array.from({ length: 10 }, (_, i) => question(i + 1));
    questions[1] = question(2, { skipped: true, score: null, content: undefined });
    questions[2] = question(3, { typed: true, score: null, content: { ...question(3).content!, engine: 'written' } });
    questions[3] = question(4, { content: { ...question(4).content!, status: 'not_enough_speech', score: null, findings: [], note: 'not enough clear speech' }, star_status: 'not_enough_speech' });
    const result = { ...sampleAnalysisResult({ overall_score: 62, video: { performance_score: 80 }, audio: { performance_score: 70 } }), questions };
    const report = buildReportJson({ filename: 'Behavioural practice', view: toResultView(result), now: new Date('2026-11-20T10:00:00Z') });
    const text = await pdfText(await renderReportPdf(report, resultReportMoments(result)));
    expect(text).toContain('Your answers');
    for (let n = 1; n <= 10; n += 1) expect(text).toContain(`Q${n}. Question number ${n}`);
    expect(text).toContain('Skipped');
    expect(text).toContain('Typed, content only');
    expect(text).toContain('Score: 70.0%');
    expect(text).toContain('Content: 40.0%');
    expect(text).toContain('To improve: No numbers');
    expect(text).toContain('STAR parts missing: Situation, Task');
    expect(text).toContain('Content: Not judged (not enough clear speech)');
    expect(text).toContain('STAR parts: Not judged');
  });

  it('prints the model’s rubric and rebuilt answer of a reviewed answer, and the line of one still waiting for it', async () => {
    const rubric = { structure: { score: 4, justification: 'In order.' }, specifics: { score: 2, justification: 'No figures.' }, relevance: { score: 5, justification: 'On the question.' }, impact: { score: 3, justification: 'Some effect.' } };
    const ai = { model: 'llama-3.2-1b', rubric, rebuilt: 'I set up a check that caught [how many] faults.' };
    const waiting = 'The language model is still writing the rubric and rebuilt answer for this answer.';
    const questions = [question(1, { content: { ...question(1).content!, ai } }), question(2, { content: { ...question(2).content!, ai_fallback: waiting } })];
    const result = { ...sampleAnalysisResult({ overall_score: 62 }), questions };
    const report = buildReportJson({ filename: 'Behavioural practice', view: toResultView(result), now: new Date('2026-11-20T10:00:00Z') });
    const text = await pdfText(await renderReportPdf(report, resultReportMoments(result)));
    expect(text).toContain('Rubric, Structure: 4/5, In order.');
    expect(text).toContain('Rubric, Impact: 3/5, Some effect.');
    expect(text).toContain('Your answer, rebuilt (AI): I set up a check that caught [how many] faults.');
    expect(text).toContain(waiting);
  });
});
