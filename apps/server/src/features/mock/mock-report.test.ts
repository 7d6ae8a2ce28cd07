import { describe, expect, it } from 'vitest';
import { analysisResultSchema, type AnalysisResult } from '@rehearse/contract/analysis-result';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { typedAnswerContent } from '@rehearse/analysis';
import { contentSummaryOf } from '@rehearse/contract/content-summary';
import { MISSING_PART_TEXTS } from '@rehearse/contract/overall-makeup-texts';
import { buildMockReport, countedAttemptOf, weightedMean, withDeletedRecordings } from './mock-report.ts';

const q = (key: string): MockQuestion => ({
  key,
  text: `Question ${key}`,
  competency: 'teamwork',
  target_time: 60,
  tips: 'tip',
  type: 'behavioural',
  strong_answer: ['one', 'two'],
  set_id: 'behavioural',
  origin: 'set',
  written_by_ai: false,
  targets: null,
  follow_up_of: null,
});
const STAR_ANSWER =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers. As a result we shipped on time and bugs fell by 30 percent.';

describe('buildMockReport', () => {
  const short = sampleAnalysisResult({ overall_score: 60, audio: { metrics: { speaking_pace: 100, filler_words: 2 } }, quality: { media_duration: 30 }, transcript: { text: STAR_ANSWER, words: [] } });
  const long = sampleAnalysisResult({ overall_score: 90, audio: { metrics: { speaking_pace: 160, filler_words: 5 } }, quality: { media_duration: 90 } });
  const report = buildMockReport(
    [
      { question: q('a'), answer: { skipped: false, durationSec: 30, result: short, error: null } },
      { question: q('b'), answer: { skipped: true, durationSec: null, result: null, error: null } },
      { question: q('c'), answer: { skipped: false, durationSec: 90, result: long, error: null } },
      { question: q('d'), answer: { skipped: false, durationSec: 40, result: null, error: 'Not a video' } },
      { question: q('e'), answer: null },
    ],
    'mock-1',
  );

  it('is a valid analysis result with one question entry per question, in order', () => {
    expect(analysisResultSchema.parse(report).questions?.map((x) => x.question_key)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('weights the overall figures by duration over the analysed answers and sums counts', () => {
    expect(report.overall_score).toBe(82.5); // (60·30 + 90·90) / 120
    expect(report.audio.metrics.speaking_pace).toBe(145);
    expect(report.audio.metrics.filler_words).toBe(7);
    expect(report.quality.media_duration).toBe(120);
  });

  it('gives skipped and unanswered questions null metrics, never zeros', () => {
    for (const key of ['b', 'e']) {
      const entry = report.questions!.find((x) => x.question_key === key)!;
      expect(entry).toMatchObject({ skipped: true, duration_sec: null, speaking_pace: null, filler_words: null, eye_contact: null, score: null, star_status: 'skipped', recording_url: null });
    }
  });

  it('keeps a recorded answer whose analysis failed as not skipped, with null metrics and the reason', () => {
    expect(report.questions![3]).toMatchObject({ skipped: false, duration_sec: 40, score: null, analysis_error: 'Not a video', recording_url: '/api/mock/media/mock-1/d' });
  });

  it('checks STAR on each transcript', () => {
    const a = report.questions![0]!;
    expect(a.star_status).toBe('checked');
    // The content layer reads the last clause on its own: the measured outcome is the result's evidence.
    expect(a.star.result.evidence).toBe('and bugs fell by 30 percent.');
    expect(report.questions![2]!.star_status).toBe('not_enough_speech');
  });

  it('cuts each transcript at the fillers it counted, so the report marks as many as it counts', () => {
    const words = ['I', 'like', 'it', 'you', 'know', 'like', 'a', 'lot'].map((word, i) => ({ word, start: i, end: i + 0.5, confidence: null }));
    const fillers = [
      { word: 'you know', start: 3, end: 4.5, method: 'transcript' as const },
      { word: 'like', start: 5, end: 5.5, method: 'transcript' as const },
    ];
    const spoken = sampleAnalysisResult({ transcript: { text: 'I like it you know like a lot', words }, fillers, audio: { metrics: { filler_words: 2 } } });
    const entry = buildMockReport([{ question: q('a'), answer: { skipped: false, durationSec: 10, result: spoken, error: null } }], 'm').questions![0]!;
    expect(entry.transcript_pieces).toEqual([
      { text: 'I like it', filler: false },
      { text: 'you know', filler: true },
      { text: 'like', filler: true },
      { text: 'a lot', filler: false },
    ]);
    expect(entry.transcript_pieces!.filter((p) => p.filler)).toHaveLength(entry.filler_words!);
  });

  it('links no recording the retention sweep deleted, says so, and keeps the measurements', () => {
    const swept = buildMockReport([{ question: q('a'), answer: { skipped: false, durationSec: 30, result: short, error: null, recordingDeleted: true } }], 'm');
    expect(swept.questions![0]).toMatchObject({ recording_url: null, recording_deleted: true, score: 60 });
    const later = withDeletedRecordings(report, new Set(['a', 'b']));
    expect(later.questions![0]).toMatchObject({ recording_url: null, recording_deleted: true, score: 60, speaking_pace: 100 });
    expect(later.questions![1]).toEqual(report.questions![1]);
    expect(later.questions![2]!.recording_url).toBe('/api/mock/media/mock-1/c');
    expect(later.overall_score).toBe(report.overall_score);
    expect(analysisResultSchema.safeParse(later).success).toBe(true);
  });

  it('answers nulls, not zeros, when nothing was analysed', () => {
    const empty = buildMockReport([{ question: q('a'), answer: { skipped: true, durationSec: null, result: null, error: null } }], 'm');
    expect(empty.overall_score).toBeNull();
    expect(empty.audio.metrics.speaking_pace).toBeNull();
    expect(analysisResultSchema.safeParse(empty).success).toBe(true);
  });
});

describe('weightedMean', () => {
  it('skips missing values instead of counting them as 0', () => {
    expect(weightedMean([{ value: 50, weight: 1 }, { value: null, weight: 100 }])).toBe(50);
    expect(weightedMean([{ value: null, weight: 1 }])).toBeNull();
  });
});

describe('buildMockReport: not asked and attempts', () => {
  const first = sampleAnalysisResult({ overall_score: 55, quality: { media_duration: 40 }, transcript: { text: 'We did it together and we were happy with what we did as a team.', words: [] } });
  const second = sampleAnalysisResult({ overall_score: 78, quality: { media_duration: 50 }, transcript: { text: STAR_ANSWER, words: [] } });
  const report = buildMockReport(
    [
      { question: q('a'), answer: { skipped: false, durationSec: 50, result: second, error: null, attempt: 2, earlierAttempts: [{ attempt: 1, skipped: false, durationSec: 40, result: first, error: null }] } },
      { question: q('b'), answer: { skipped: true, durationSec: null, result: null, error: null } },
      { question: q('c'), answer: null },
    ],
    'mock-2',
  );
  const [a, b, c] = report.questions!;

  it('tells a skipped question from one not asked', () => {
    expect(a?.status).toBe('answered');
    expect(b?.status).toBe('skipped');
    expect(c?.status).toBe('not_asked');
    expect(report.insights.summary).toMatch(/^1 of 3 questions answered \(1 not asked\)/);
    expect(report.insights.summary).toMatch(/STAR parts heard in the 1 answer with enough clear speech\./);
  });

  it('lists every attempt of a retaken question side by side, the latest being the question’s own figures', () => {
    expect(a?.attempts?.map((x) => [x.attempt, x.score, x.recording_url])).toEqual([
      [1, 55, '/api/mock/media/mock-2/a?attempt=1'],
      [2, 78, '/api/mock/media/mock-2/a'],
    ]);
    expect(a?.score).toBe(78);
    expect(a?.attempts?.[1]?.star.result.present).toBe(true);
    expect(b?.attempts).toBeUndefined();
    expect(report.overall_score).toBe(78);
  });

  it('drops the link of an earlier attempt whose recording was deleted', () => {
    const forgotten = withDeletedRecordings(report, new Set(), new Set(['a#1']));
    expect(forgotten.questions?.[0]?.attempts?.map((x) => x.recording_url)).toEqual([null, '/api/mock/media/mock-2/a']);
  });
});

describe('buildMockReport: the attempt chosen to count', () => {
  const better = sampleAnalysisResult({ overall_score: 80, quality: { media_duration: 40 }, transcript: { text: STAR_ANSWER, words: [] } });
  const worse = sampleAnalysisResult({ overall_score: 40, quality: { media_duration: 40 }, transcript: { text: STAR_ANSWER, words: [] } });
  const earlier = [{ attempt: 1, skipped: false, durationSec: 40, result: better, error: null }];
  const retaken = (countedAttempt?: number, latest: { skipped: boolean; result: AnalysisResult | null } = { skipped: false, result: worse }) =>
    buildMockReport([{ question: q('a'), answer: { ...latest, durationSec: latest.skipped ? null : 40, error: null, attempt: 2, earlierAttempts: earlier, countedAttempt } }], 'mock-3');

  it('shows the chosen attempt’s figures and recording in the entry and counts them in the overall', () => {
    const [entry] = retaken(1).questions!;
    expect(entry?.counted_attempt).toBe(1);
    expect(entry?.score).toBe(entry?.attempts?.[0]?.score);
    expect(entry?.recording_url).toBe('/api/mock/media/mock-3/a?attempt=1');
    expect(retaken(1).overall_score).toBe(entry?.score);
    expect(retaken(1).overall_score).toBeGreaterThan(retaken().overall_score!);
  });

  it('keeps the latest when nothing, a missing or a skipped attempt was chosen', () => {
    expect(retaken().questions![0]?.counted_attempt).toBeUndefined();
    expect(retaken(7).questions![0]?.score).toBe(retaken().questions![0]?.score);
    expect(retaken(7).questions![0]?.counted_attempt).toBeUndefined();
    const answer = { skipped: false, durationSec: 40, result: worse, error: null, attempt: 2, earlierAttempts: [{ ...earlier[0]!, skipped: true, result: null }], countedAttempt: 1 };
    expect(countedAttemptOf(answer)).toMatchObject({ number: 2, latest: true });
  });

  it('answers the question with the chosen attempt when the latest was a skip', () => {
    const [entry] = retaken(1, { skipped: true, result: null }).questions!;
    expect(entry).toMatchObject({ status: 'answered', skipped: false, counted_attempt: 1, recording_url: '/api/mock/media/mock-3/a?attempt=1' });
    expect(retaken(undefined, { skipped: true, result: null }).questions![0]?.status).toBe('skipped');
  });

  it('says the recording of the chosen attempt was deleted, not the latest’s', () => {
    const chosen = retaken(1);
    expect(withDeletedRecordings(chosen, new Set(['a'])).questions![0]).toMatchObject({ recording_url: '/api/mock/media/mock-3/a?attempt=1' });
    expect(withDeletedRecordings(chosen, new Set(), new Set(['a#1'])).questions![0]).toMatchObject({ recording_url: null, recording_deleted: true });
  });
});

describe('buildMockReport: what each answer said', () => {
  const words = STAR_ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: 0.95 }));
  const result = sampleAnalysisResult({
    overall_score: 70,
    video: { performance_score: 80 },
    audio: { performance_score: 60, metrics: { duration: 20 } },
    quality: { media_duration: 20 },
    transcript: { text: STAR_ANSWER, words },
    engines: { transcriber: 'whisper', transcriber_detail: 'whisper (ggml-base.en)' },
  });
  const question: MockQuestion = { ...q('teamwork_1'), text: 'Tell me about a time you worked on a team to reach a difficult goal.' };
  const report = buildMockReport([{ question, answer: { skipped: false, durationSec: 20, result, error: null } }], 'mock-2');
  const entry = report.questions![0]!;

  it('judges the answer against its question, competency and target time, naming the engine', () => {
    expect(entry.content).toMatchObject({ status: 'judged', engine: 'whisper (ggml-base.en)' });
    // Relevance was run against the question: a figure when judged, else named as not judged (never a bare 100).
    expect(entry.content!.parts.relevance ?? entry.content!.not_judged?.relevance).toBeDefined();
    expect(entry.content!.findings.some((f) => f.part === 'length' && f.text.includes('1:00 question'))).toBe(true);
    expect(analysisResultSchema.safeParse(report).success).toBe(true);
  });

  it('says of each attempt why its score leaves out content, and gives none for a judged one', () => {
    const quiet = sampleAnalysisResult({ overall_score: 79.1, transcript: { text: '', words: [] } });
    const retaken = buildMockReport(
      [{ question, answer: { skipped: false, durationSec: 20, result, error: null, attempt: 2, earlierAttempts: [{ attempt: 1, skipped: false, durationSec: 9, result: quiet, error: null }] } }],
      'mock-3',
    );
    expect(retaken.questions![0]!.attempts!.map((x) => [x.score, x.content_note])).toEqual([
      [79.1, 'not enough clear speech to judge content (0 clear words; 20 needed)'],
      [entry.score, null],
    ]);
  });

  it('makes the video and audio figures from the answers the overall counts, never from one it leaves out', () => {
    const unjudged = sampleAnalysisResult({ video: { performance_score: 20 }, audio: { performance_score: 30, metrics: { filler_words: 9 } }, quality: { media_duration: 20 }, transcript: { text: '', words: [] } });
    const mixed = buildMockReport(
      [
        { question, answer: { skipped: false, durationSec: 20, result, error: null } },
        { question: { ...question, key: 'teamwork_2' }, answer: { skipped: false, durationSec: 20, result: unjudged, error: null } },
      ],
      'mock-5',
    );
    expect(mixed.overall_makeup?.left_out?.map((a) => a.question)).toEqual([2]);
    expect(mixed.video.performance_score).toBe(80);
    expect(mixed.audio.performance_score).toBe(60);
    expect(mixed.audio.metrics.filler_words).toBe(result.audio.metrics.filler_words);
  });

  it('gives a chosen retake, and each question, the reason its own result left content unjudged', () => {
    const unheard = sampleAnalysisResult({ overall_score: 75, transcript: null });
    const quiet = sampleAnalysisResult({ overall_score: 79.1, transcript: { text: '', words: [] } });
    const chosenRetake = buildMockReport(
      [
        { question, answer: { skipped: false, durationSec: 20, result, error: null, attempt: 2, countedAttempt: 1, earlierAttempts: [{ attempt: 1, skipped: false, durationSec: 9, result: unheard, error: null }] } },
        { question: { ...question, key: 'teamwork_2' }, answer: { skipped: false, durationSec: 9, result: quiet, error: null } },
      ],
      'mock-4',
    );
    expect(chosenRetake.questions![0]!.attempts!.map((x) => x.content_note)).toEqual([MISSING_PART_TEXTS.no_transcript.why, null]);
    expect(chosenRetake.overall_makeup?.missing).toEqual([
      { part: 'content', cause: 'no_transcript', detail: null, questions: [1] },
      { part: 'content', cause: 'not_enough_speech', detail: 'not enough clear speech to judge content (0 clear words; 20 needed)', questions: [2] },
    ]);
  });

  it('weighs the content score into the answer score and the report overall, and says so', () => {
    const content = entry.content!.score!;
    expect(entry.score).toBe(Math.round((0.2 * 80 + 0.3 * 60 + 0.5 * content) * 10) / 10);
    expect(report.overall_score).toBe(entry.score);
    expect(report.insights.summary).toContain(`Answer content ${content}/100 on average over the 1 judged answer`);
  });

  it("keeps the model's review made when the answer was analysed", () => {
    const item = { score: 4, justification: 'Clear order: "At my last job".' };
    const ai = { model: 'tiny', rubric: { structure: item, specifics: item, relevance: item, impact: item }, rebuilt: 'Situation: at my last job… [the number you achieved].' };
    const reviewed = { ...result, content: { ...entry.content!, ai } };
    const withAi = buildMockReport([{ question, answer: { skipped: false, durationSec: 20, result: reviewed, error: null } }], 'mock-3');
    expect(withAi.questions![0]!.content!.ai).toEqual(ai);
    expect(withAi.questions![0]!.content!.findings).toEqual(entry.content!.findings);
  });

  it('has no content for a skipped answer, and keeps the engine overall without clear speech', () => {
    const skipped = buildMockReport([{ question, answer: { skipped: true, durationSec: null, result: null, error: null } }], 'm');
    expect(skipped.questions![0]!.content).toBeUndefined();
    const silent = sampleAnalysisResult({ overall_score: 55, transcript: { text: '', words: [] } });
    const quiet = buildMockReport([{ question, answer: { skipped: false, durationSec: 20, result: silent, error: null } }], 'm');
    expect(quiet.questions![0]).toMatchObject({ score: 55, content: { status: 'not_enough_speech', note: 'not enough clear speech to judge content (0 clear words; 20 needed)', score: null } });
  });
});

describe('buildMockReport: an overall never raised by an answer that could not be judged', () => {
  const words = STAR_ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: 0.95 }));
  const judged = sampleAnalysisResult({
    overall_score: 70,
    video: { performance_score: 80 },
    audio: { performance_score: 60 },
    quality: { media_duration: 20 },
    transcript: { text: STAR_ANSWER, words },
    engines: { transcriber: 'whisper', transcriber_detail: 'whisper (ggml-base.en)' },
  });
  // A strong delivery with too few clear words: its score is video and audio alone.
  const unheard = sampleAnalysisResult({ overall_score: 95, video: { performance_score: 95 }, audio: { performance_score: 95 }, quality: { media_duration: 20 }, transcript: { text: '', words: [] } });
  const question = (key: string): MockQuestion => ({ ...q(key), text: 'Tell me about a time you worked on a team to reach a difficult goal.' });
  const answer = (result: AnalysisResult) => ({ skipped: false, durationSec: 20, result, error: null });

  it('leaves the unjudged answer out of the overall and names it', () => {
    const report = buildMockReport([{ question: question('a'), answer: answer(judged) }, { question: question('b'), answer: answer(unheard) }], 'mock-4');
    const first = report.questions![0]!;
    expect(report.overall_score).toBe(first.score);
    expect(report.overall_makeup).toMatchObject({ complete: true, parts: ['video', 'audio', 'content'], left_out: [{ question: 2, part: 'content', cause: 'not_enough_speech' }] });
    expect(report.overall_makeup?.fix_first?.part).toBeDefined();
    expect(analysisResultSchema.safeParse(report).success).toBe(true);
  });

  it('marks the overall incomplete when no answer’s content was judged', () => {
    const report = buildMockReport([{ question: question('b'), answer: answer(unheard) }], 'mock-5');
    expect(report.overall_score).toBe(95);
    expect(report.overall_makeup).toMatchObject({ complete: false, parts: ['video', 'audio'], missing: [{ part: 'content', questions: [1] }] });
  });
});

describe('buildMockReport: a typed answer is content only', () => {
  const question = (key: string): MockQuestion => ({ ...q(key), text: 'Tell me about a time you worked on a team to reach a difficult goal.' });
  const typed = { text: STAR_ANSWER, content: typedAnswerContent({ text: STAR_ANSWER, question: question('a').text, competency: 'teamwork', targetSeconds: 60 }) };
  const recorded = sampleAnalysisResult({ overall_score: 70, quality: { media_duration: 20 }, transcript: { text: STAR_ANSWER, words: [] } });

  it('keeps a typed attempt beside a recorded retake without a score, marked typed, and no overall from typing alone', () => {
    const report = buildMockReport(
      [{ question: question('a'), answer: { skipped: false, durationSec: null, result: null, error: null, typed, attempt: 2, earlierAttempts: [{ skipped: false, durationSec: 20, result: recorded, error: null, attempt: 1 }] } }],
      'mock-6',
    );
    const entry = report.questions![0]!;
    expect(entry).toMatchObject({ typed: true, score: null, transcript: STAR_ANSWER, recording_url: null, star_status: 'checked', content: { engine: 'written' } });
    expect(entry.attempts?.map((a) => [a.attempt, a.typed ?? false, a.recording_url !== null])).toEqual([[1, false, true], [2, true, false]]);
    expect(report.overall_score).toBeNull();
    expect(analysisResultSchema.safeParse(report).success).toBe(true);
  });
});

describe('buildMockReport: which answers count, with a retake, a typed answer and answers too short to judge', () => {
  const words = STAR_ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: 0.95 }));
  const question = (key: string): MockQuestion => ({ ...q(key), text: 'Tell me about a time you worked on a team to reach a difficult goal.' });
  const heard = sampleAnalysisResult({ overall_score: 70, video: { performance_score: 80 }, audio: { performance_score: 60, metrics: { duration: words.at(-1)!.end } }, quality: { media_duration: 4 }, transcript: { text: STAR_ANSWER, words }, engines: { transcriber: 'whisper', transcriber_detail: 'whisper (ggml-base.en)' } });
  const unheard = (score: number, seconds: number) =>
    sampleAnalysisResult({ overall_score: score, video: { performance_score: score }, audio: { performance_score: score }, quality: { media_duration: seconds }, transcript: { text: '', words: [] } });
  const typed = { text: STAR_ANSWER, content: typedAnswerContent({ text: STAR_ANSWER, question: question('b').text, competency: 'teamwork', targetSeconds: 60 }) };
  // Q1 recorded, then retaken; Q2 typed; Q3 recorded.
  const interview = (countedAttempt?: number) =>
    buildMockReport(
      [
        { question: question('a'), answer: { skipped: false, durationSec: 9, result: unheard(81.9, 9), error: null, attempt: 2, earlierAttempts: [{ skipped: false, durationSec: 4, result: heard, error: null, attempt: 1 }], ...(countedAttempt ? { countedAttempt } : {}) } },
        { question: question('b'), answer: { skipped: false, durationSec: null, result: null, error: null, typed } },
        { question: question('c'), answer: { skipped: false, durationSec: 6, result: unheard(88.2, 6), error: null } },
      ],
      'mock-7',
    );

  it('with no judged recorded answer: a delivery-only mean of Q1 and Q3 that leaves neither out, and no content figure from the typed answer', () => {
    const report = interview();
    expect(report.overall_score).toBe(84.4); // (81.9·9 + 88.2·6) / 15
    expect(report.overall_makeup).toMatchObject({ complete: false, parts: ['video', 'audio'], left_out: [], fix_first: { part: 'content' } });
    expect(contentSummaryOf(report)).toBeNull();
    expect(report.insights.summary).toContain('1 answer was typed: judged on content only, not part of the overall.');
    expect(report.insights.summary).not.toContain('Answer content');
  });

  it('with the judged first attempt counted: the overall is Q1 alone, Q3 is named as left out, and the content figure is Q1’s alone', () => {
    const report = interview(1);
    const first = report.questions![0]!;
    expect(first.counted_attempt).toBe(1);
    expect(report.overall_score).toBe(first.score);
    expect(report.overall_makeup).toMatchObject({ complete: true, left_out: [{ question: 3, part: 'content' }] });
    expect(contentSummaryOf(report)).toMatchObject({ score: first.content!.score, answers: 1 });
    expect(report.overall_makeup?.fix_first).toMatchObject({ part: 'content', score: first.content!.score });
    expect(report.insights.summary).toContain(`Answer content ${first.content!.score}/100 on average over the 1 judged recorded answer`);
  });
});

describe('buildMockReport: a Practice interview typed throughout, with a follow-up', () => {
  const text = 'Tell me about a time you worked on a team to reach a difficult goal.';
  const typed = { text: STAR_ANSWER, content: typedAnswerContent({ text: STAR_ANSWER, question: text, competency: 'teamwork', targetSeconds: 60 }) };
  const answer = { skipped: false, durationSec: null, result: null, error: null, typed };
  const report = buildMockReport(
    [
      { question: { ...q('a'), text }, answer },
      { question: { ...q('a-more'), text: 'What was the result?', origin: 'follow_up', follow_up_of: 'a' }, answer },
      { question: { ...q('b'), text }, answer },
    ],
    'mock-typed',
  );

  it('counts the follow-up beside its question and says what the typed answers measured, in words', () => {
    expect(report.overall_score).toBeNull();
    expect(report.insights.summary).toMatch(/^2 of 2 questions answered/);
    const score = typed.content.score!;
    expect(report.insights.summary).toContain(`3 answers were typed: judged on content only, not part of the overall. Their content scored ${score}/100 on average over the 3 judged.`);
    expect(analysisResultSchema.safeParse(report).success).toBe(true);
  });
});
