import { compareResponseSchema, type CombinedResult } from '@rehearse/contract/analysis-api';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { compareAnalyses, compareMetric, type CompareInput } from './compare-analyses.ts';

const contentParts = (structure: number, specifics: number | null) => ({ structure, specifics, ownership: 100, hedging: 90, repetition: 100, length: 80, relevance: 70, vocabulary: 60 });

function judged(score: number, parts = contentParts(score, score)): AnswerContent {
  return { status: 'judged', note: null, engine: 'test', score, parts, findings: [], structure: null };
}

/**
 * A summary as the server stores it. Without `content` the answer's content was not judged (the sample has a transcript
 * but no content), so its overall is delivery only; with it the overall is complete.
 */
function combined(overall: number, video: number, audio: number, eye: number, posture: number, timestamp: string, content?: AnswerContent): CombinedResult {
  const result = sampleAnalysisResult({
    overall_score: overall,
    component_scores: { overall_interview_score: overall },
    final: { overall_score: overall },
    video: { performance_score: video, metrics: { face_detection_rate: 0.9, average_eye_contact_score: eye, average_posture_score: posture, average_engagement_score: 0.7 } },
    audio: { performance_score: audio },
    ...(content ? { content } : {}),
  });
  return combinedResultOf(result, timestamp);
}

function input(id: string, day: number, c: CombinedResult | null): CompareInput {
  const start = `2026-03-0${day}T10:00:00.000Z`;
  return { session_id: id, display_name: `${id}.mp4`, original_filename: `${id}.mp4`, start_time: start, combined: c };
}

// Given in request order newest-first, to check that improvement follows dates, not order.
const later = input('b', 5, combined(78, 85, 70, 0.82, 0.55, '2026-03-05T10:05:00.000Z'));
// Both delivery only (no content judged): made of the same parts, so the change between them is computed.
const earlier = input('a', 1, combined(62.5, 60, 66, 0.4, 0.6, '2026-03-01T10:05:00.000Z'));

describe('compareMetric', () => {
  it('keeps request order for scores and measures improvement from the oldest to the newest', () => {
    const overall = compareMetric([later, earlier], 'overall');
    expect(overall.scores).toEqual([78, 62.5]);
    expect(overall.first).toBe(62.5);
    expect(overall.last).toBe(78);
    expect(overall.improvement).toBe(15.5);
    expect(overall.best).toBe(78);
    expect(overall.average).toBe(70.25);
  });

  it('shows eye contact and posture as percents', () => {
    const eye = compareMetric([later, earlier], 'eye_contact');
    expect(eye.scores).toEqual([82, 40]);
    expect(eye.improvement).toBe(42);
  });

  it('skips unfinished analyses and has no improvement from a single value', () => {
    const m = compareMetric([later, input('c', 3, null)], 'overall');
    expect(m.scores).toEqual([78, null]);
    expect(m.improvement).toBeNull();
    expect(m.first).toBe(78);
  });
});

describe('compareAnalyses', () => {
  const response = compareAnalyses([later, earlier]);
  const completePair = compareAnalyses([
    input('b', 5, combined(78, 85, 70, 0.82, 0.55, '2026-03-05T10:05:00.000Z', judged(75))),
    input('a', 1, combined(62.5, 60, 66, 0.4, 0.6, '2026-03-01T10:05:00.000Z', judged(75))),
  ]);

  it('answers the contract shape', () => {
    expect(compareResponseSchema.parse(response)).toEqual(response);
    expect(response.basic_comparison).toBeUndefined();
  });

  it('keeps doing what is good in the latest analysis', () => {
    const keep = completePair.enhanced_features.personalized_exercises.keep_doing;
    expect(keep.some((s) => s.startsWith('Video performance is strong at 85.0%'))).toBe(true);
    expect(keep.some((s) => s.startsWith('Eye contact is strong at 82%'))).toBe(true);
    // Overall 78 is not good (< 80) but rose by 15.5 points.
    expect(keep.some((s) => s.startsWith('Overall score rose by 15.5 points to 78.0%'))).toBe(true);
  });

  it('improves next the weakest metrics of the latest analysis, weakest first, with their numbers', () => {
    const next = completePair.enhanced_features.personalized_exercises.improve_next;
    expect(next).toHaveLength(3);
    expect(next[0]).toMatch(/^Posture was 55% in your latest analysis \(below 60\)/);
    expect(next[1]).toMatch(/^Audio performance was 70\.0%/);
    expect(next[2]).toMatch(/^Answer content was 75\.0%/);
  });

  it('names a delivery-only overall neither as a strength nor as a target: its parts speak for it', () => {
    const { keep_doing, improve_next } = response.enhanced_features.personalized_exercises;
    expect([...keep_doing, ...improve_next].some((t) => t.startsWith('Overall score'))).toBe(false);
    expect(keep_doing.some((s) => s.startsWith('Video performance is strong at 85.0%'))).toBe(true);
  });

  it("repeats the latest analysis's own Areas to Improve, not advice of its own", () => {
    const improvements = ['Raise your pace from 105 to 130–160 WPM.', 'Content was not judged: say more in your answer.'];
    const judgedLatest = { ...input('c', 6, combined(91.2, 90, 92.4, 0.95, 0.88, '2026-03-06T10:05:00.000Z', judged(85))), improvements };
    const strong = compareAnalyses([input('a', 1, combined(62.5, 60, 66, 0.4, 0.6, '2026-03-01T10:05:00.000Z', judged(50))), judgedLatest]);
    expect(strong.enhanced_features.personalized_exercises.improve_next).toEqual(improvements);
  });

  it('puts the part the latest overall lacks first, in the words its page uses, before that page\'s advice', () => {
    const improvements = ['Raise your pace from 105 to 130–160 WPM.', 'Look at the lens.', 'Pause instead of um.'];
    const deliveryOnly = compareAnalyses([earlier, { ...input('c', 6, combined(87.1, 90, 92.4, 0.95, 0.88, '2026-03-06T10:05:00.000Z')), improvements }]);
    const next = deliveryOnly.enhanced_features.personalized_exercises.improve_next;
    expect(next[0]).toMatch(/^Delivery only — content not judged/);
    expect(next.slice(1)).toEqual(improvements.slice(0, 2));
    expect(next.join(' ')).not.toMatch(/Everything measured|speak a little slower/);
  });

  it('still names the weakest part when everything is at 80 or above (the list was empty)', () => {
    const strong = compareAnalyses([earlier, input('c', 6, combined(91.2, 90, 92.4, 0.95, 0.88, '2026-03-06T10:05:00.000Z'))]);
    expect(strong.enhanced_features.personalized_exercises.improve_next.slice(1)).toEqual([
      'Everything measured is at 80 or above; your lowest is posture at 88%: sit upright with both shoulders visible and keep your head level.',
    ]);
  });

  it('summarises the trend from the numbers', () => {
    // UTC stamps, which the browser shows as the user's local dates.
    expect(response.ai_insights.summary).toContain('from 1 Mar 2026 10:00 UTC to 5 Mar 2026 10:00 UTC');
    expect(response.ai_insights.summary).toContain('improved by 15.5 points (62.5% → 78.0%)');
    expect(response.ai_insights.summary).toContain('The biggest gain was eye contact (+42.0 points)');
    expect(response.ai_insights.summary).toContain('Posture fell by 5.0 points');
  });

  it('lists the analyses in request order with their summary scores', () => {
    expect(response.analyses.map((a) => a.session_id)).toEqual(['b', 'a']);
    expect(response.analyses[1]?.results.combined).toEqual({ timestamp: '2026-03-01T10:05:00.000Z', overall_interview_score: 62.5 });
  });

  it('falls back to a basic comparison with a reason when fewer than two are completed', () => {
    const partial = compareAnalyses([later, input('c', 3, null)]);
    expect(compareResponseSchema.safeParse(partial).success).toBe(true);
    expect(partial.basic_comparison).toEqual({ analyses_compared: 2, overall_scores: [78, null] });
    expect(partial.error).toMatch(/at least 2 completed analyses/);
    expect(partial.ai_insights.summary).toMatch(/no trend can be measured/);
  });

  describe('answer content', () => {
    const parts = contentParts;
    const withContent = (id: string, day: number, overall: number, content: AnswerContent | undefined): CompareInput =>
      input(id, day, combined(overall, overall, overall, 0.5, 0.5, `2026-03-0${day}T10:05:00.000Z`, content));
    const old = withContent('o', 2, 70, undefined);
    const judgedEarlier = withContent('a', 1, 62.5, judged(55, parts(40, null)));
    const judgedLater = withContent('b', 5, 78, judged(71.5, parts(80, 60)));
    const withContents = compareAnalyses([judgedLater, old, judgedEarlier]);

    it('compares the content score beside video and audio; an analysis without judged content is no score, not 0', () => {
      expect(compareResponseSchema.parse(withContents)).toEqual(withContents);
      expect(withContents.score_comparison.content).toMatchObject({ scores: [71.5, null, 55], first: 55, last: 71.5, improvement: 16.5, average: 63.25 });
      expect(withContents.analyses.map((a) => a.content_score)).toEqual([71.5, null, 55]);
      expect(withContents.analyses.map((a) => a.content_parts?.structure ?? null)).toEqual([80, null, 40]);
      expect(withContents.analyses[2]?.content_parts?.specifics).toBeNull();
    });

    it('names content in the summary and the action plan', () => {
      const gained = compareAnalyses([withContent('b', 5, 80, judged(90, parts(100, 80))), withContent('a', 1, 60, judged(30, parts(20, 10)))]);
      expect(gained.ai_insights.summary).toContain('The biggest gain was answer content (+60.0 points)');
      expect(gained.enhanced_features.personalized_exercises.keep_doing).toContain('Answer content is strong at 90.0% in your latest analysis — keep doing what you did there.');
      const weak = compareAnalyses([withContent('b', 5, 80, judged(41, parts(20, 10))), judgedEarlier]);
      expect(weak.enhanced_features.personalized_exercises.improve_next[0]).toMatch(/^Answer content was 41\.0% in your latest analysis \(below 60\): tell one story in STAR order/);
    });

    it('has no content score at all when no analysis was judged', () => {
      expect(response.score_comparison.content).toEqual({ scores: [null, null], first: null, last: null, improvement: null, best: null, average: null });
      expect(response.analyses.every((a) => a.content_score === null && a.content_parts === null)).toBe(true);
    });
  });

  describe('overalls made of different parts, and changes of shown figures (decisions 043 and 050)', () => {
    function videoOnly(day: number, overall: number): CompareInput {
      const result = sampleAnalysisResult({
        overall_score: overall,
        component_scores: { overall_interview_score: overall },
        final: { overall_score: overall },
        video: { performance_score: overall, metrics: { face_detection_rate: 0.9, average_eye_contact_score: 0.9, average_posture_score: 0.9, average_engagement_score: 0.7 } },
        audio: { performance_score: null },
        quality: { flags: ['no_speech'] },
      });
      return input('n', day, combinedResultOf(result, `2026-03-0${day}T10:05:00.000Z`));
    }
    const complete = (id: string, day: number, overall: number, content: number): CompareInput =>
      input(id, day, combined(overall, 84, 83.7, 0.6, 0.6, `2026-03-0${day}T10:05:00.000Z`, judged(content)));

    it('does not call a video-only latest overall an improvement over one with audio and content, and says why', () => {
      const unlike = compareAnalyses([complete('a', 1, 62.5, 25), videoOnly(6, 100)]);
      expect(compareResponseSchema.parse(unlike)).toEqual(unlike);
      expect(unlike.score_comparison.overall).toMatchObject({ first: 62.5, last: 100, improvement: null });
      const summary = unlike.ai_insights.summary;
      expect(summary).toContain('Your first (62.5%) and latest (100.0%) overall scores are not compared.');
      expect(summary).not.toMatch(/went from/);
      expect(summary).toContain(
        'These two overall scores are made of different parts (earliest: video, audio and answer content; latest: video only), so they are not compared and no change is computed between them: compare video instead, which both measured.',
      );
      expect(summary).not.toMatch(/overall score improved/);
      expect(unlike.enhanced_features.personalized_exercises.keep_doing.some((t) => t.startsWith('Overall score'))).toBe(false);
      // Its parts are still praised on their own.
      expect(unlike.enhanced_features.personalized_exercises.keep_doing.some((t) => t.startsWith('Video performance is strong at 100.0%'))).toBe(true);
    });

    it('computes no change from a judged answer to a delivery-only one, ranks only the complete one, and says what each is made of', () => {
      // The walk: a hedged answer judged at 19.7 read 64.6 %; a STAR answer whose content was not judged read 84.8 %.
      const deliveryOnly = input('d', 4, combined(84.8, 90, 79.6, 0.8, 0.8, '2026-03-04T10:05:00.000Z'));
      const result = compareAnalyses([complete('h', 2, 64.6, 19.7), deliveryOnly]);
      expect(compareResponseSchema.parse(result)).toEqual(result);
      expect(result.score_comparison.overall).toEqual({ scores: [64.6, 84.8], first: 64.6, last: 84.8, improvement: null, best: 64.6, average: 64.6 });
      expect(result.analyses.map((a) => a.overall_makeup?.complete)).toEqual([true, false]);
      expect(result.analyses[1]?.overall_makeup?.parts).toEqual(['video', 'audio']);
      expect(result.ai_insights.summary).not.toMatch(/\+20\.2|improved/);
      expect(result.ai_insights.summary).toContain('(over complete overalls; 1 incomplete one left out)');
      // The delivery-only overall is neither praised nor set as a target; its parts are.
      const { keep_doing, improve_next } = result.enhanced_features.personalized_exercises;
      expect([...keep_doing, ...improve_next].some((t) => t.startsWith('Overall score'))).toBe(false);
    });

    it('computes the change between two complete overalls', () => {
      const result = compareAnalyses([complete('h', 2, 64.6, 19.7), complete('s', 3, 72.1, 60)]);
      expect(result.score_comparison.overall).toMatchObject({ improvement: 7.5, best: 72.1 });
      expect(result.ai_insights.summary).toContain('your overall score improved by 7.5 points (64.6% → 72.1%)');
    });

    it('still says improved when both overalls have the same parts, naming them when both are delivery only', () => {
      expect(response.ai_insights.summary).not.toContain('different parts');
      expect(response.ai_insights.summary).toContain('your overall score (delivery only in both) improved by 15.5 points');
    });

    it('takes changes from the figures as they read: 76% → 76% posture is no change, not a fall of 0.7 points', () => {
      const a = input('p', 1, combined(60, 60, 60, 0.5, 0.7649, '2026-03-01T10:05:00.000Z', judged(60)));
      const b = input('q', 2, combined(60.04, 60, 60, 0.5, 0.7579, '2026-03-02T10:05:00.000Z', judged(60)));
      const same = compareAnalyses([a, b]);
      expect(same.ai_insights.summary).not.toMatch(/Posture fell/);
      expect(same.ai_insights.summary).toContain('your overall score stayed the same (60.0% → 60.0%)');
    });
  });
});
