import { COACH_QUICK_QUESTIONS } from '@rehearse/contract/coach';
import { sampleAnalysisResult, sampleMockQuestion } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { builtInAnswer, matchQuickQuestion } from './built-in-coach.ts';
import { profileFacts } from './profile-facts.ts';
import { passagesAlreadyGiven } from './guidance-memory.ts';
import { GuidanceSearch } from './guidance-search.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';
import { buildPerformanceProfile, type CoachAnalysis } from './performance-profile.ts';

const search = new GuidanceSearch(loadKnowledgeBase());

function analysis(overall: number, date: string, extra: Partial<CoachAnalysis> = {}): CoachAnalysis {
  return {
    sessionId: date,
    name: `Answer ${date}`,
    category: 'video_upload',
    date,
    starChecks: [],
    result: sampleAnalysisResult({
      overall_score: overall,
      video: { metrics: { average_eye_contact_score: overall / 200 } },
      audio: { metrics: { speaking_pace: 172, filler_words: 3, duration: 60, clarity_score: overall - 10 } },
      fillers: [
        { word: 'um', start: 12.4, end: 12.8, method: 'transcript' },
        { word: 'um', start: 75, end: 75.3, method: 'transcript' },
        { word: 'like', start: 40, end: 40.2, method: 'transcript' },
      ],
    }),
    ...extra,
  };
}

const profile = buildPerformanceProfile([analysis(60, '2026-01-01T10:00:00Z'), analysis(72, '2026-01-08T10:00:00Z')]);

describe('built-in coach', () => {
  it('matches quick questions regardless of case and punctuation', () => {
    expect(matchQuickQuestion('  how can i improve my SPEECH clarity ')).toBe(COACH_QUICK_QUESTIONS[4]);
    expect(matchQuickQuestion('How can I improve my speech')).toBeNull();
  });

  it('analyses the recent performance with the latest numbers, trend, pace and fillers with time stamps', () => {
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[2], profile, search);
    expect(answer).toContain('72.0%');
    expect(answer).toContain('+12.0 points');
    expect(answer).toContain('172 WPM');
    expect(answer).toContain('"um" ×2');
    expect(answer).toContain('0:12, 0:40, 1:15');
  });

  it('names the weakest areas first for the focus question', () => {
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[1], profile, search);
    // Ranked by the latest figure, the one each line shows: eye contact 36, engagement and confidence 60.
    const items = answer.split('\n').filter((l) => l.startsWith('- '));
    expect(items[0]).toContain('**Eye contact**: 36%');
    expect(items[1]).toContain('**Engagement**: 60%');
    expect(items[2]).toContain('**Confidence**: 60.0%');
  });

  it('reports STAR gaps from mock-interview answers', () => {
    const mock = analysis(65, '2026-01-09T10:00:00Z', {
      category: 'mock_interview',
      starChecks: [
        { question: 'Q1', missing: ['result'] },
        { question: 'Q2', missing: ['result', 'task'] },
      ],
    });
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[2], buildPerformanceProfile([mock]), search);
    expect(answer).toContain('Result missing in 2; Task missing in 1 of your 2 checked answers');
  });

  it('answers other questions with ranked guidance and the user numbers', () => {
    const answer = builtInAnswer('Where should I look on a video call?', profile, search);
    expect(answer).toContain('Look at the lens');
    expect(answer).toContain('Latest overall score');
  });

  it('says there are no analyses yet and suggests a first step', () => {
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[0], null, search);
    expect(answer).toContain("You don't have any completed analyses yet");
    expect(answer).toContain('upload');
  });

  it('lists only areas below strong as areas to work on, and says so when every area is strong', () => {
    const strongFluency = analysis(85, '2026-02-01T10:00:00Z', {
      result: sampleAnalysisResult({
        overall_score: 85,
        video: { metrics: { average_eye_contact_score: 0.9, average_posture_score: 0.9, average_engagement_score: 0.9 } },
        audio: { metrics: { clarity_score: 90, tone_score: 70, volume_score: 90, confidence_score: 90, articulation_score: 90, fluency_score: 80.6 } },
      }),
    });
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[1], buildPerformanceProfile([strongFluency]), search);
    const items = answer.split('\n').filter((l) => l.startsWith('- '));
    expect(items).toHaveLength(1);
    expect(items[0]).toContain('**Tone**: 70.0%');
    expect(answer).not.toContain('Fluency**: 80.6%');

    const allStrong = analysis(90, '2026-02-02T10:00:00Z', {
      result: sampleAnalysisResult({
        overall_score: 90,
        video: { metrics: { average_eye_contact_score: 0.9, average_posture_score: 0.9, average_engagement_score: 0.9 } },
        audio: { metrics: { clarity_score: 90, tone_score: 85, volume_score: 90, confidence_score: 90, articulation_score: 90, fluency_score: 88 } },
      }),
    });
    const strong = builtInAnswer(COACH_QUICK_QUESTIONS[1], buildPerformanceProfile([allStrong]), search);
    expect(strong).toContain('every measured area is strong');
    expect(strong).not.toMatch(/^- /m);
  });

  it('asks to cut fillers at the limit the feedback uses (over 2 a minute), not at its own', () => {
    const threeAMinute = analysis(90, '2026-02-03T10:00:00Z', {
      result: sampleAnalysisResult({
        overall_score: 90,
        video: { metrics: { average_eye_contact_score: 0.9, average_posture_score: 0.9, average_engagement_score: 0.9 } },
        audio: { metrics: { clarity_score: 90, tone_score: 85, volume_score: 90, confidence_score: 90, articulation_score: 90, fluency_score: 88, filler_words: 3, duration: 60 } },
        fillers: [
          { word: 'um', start: 5, end: 5.3, method: 'transcript' },
          { word: 'um', start: 20, end: 20.3, method: 'transcript' },
          { word: 'um', start: 40, end: 40.3, method: 'transcript' },
        ],
      }),
    });
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[1], buildPerformanceProfile([threeAMinute]), search);
    expect(answer).toContain('**Filler words**: 3 ("um" ×3), at 0:05, 0:20, 0:40 — 3.0 per minute');
  });

  it('never tells a user with analyses to get their first baseline', () => {
    const five = buildPerformanceProfile([1, 2, 3, 4, 5].map((d) => analysis(70 + d, `2026-03-0${d}T10:00:00Z`)));
    for (const q of [...COACH_QUICK_QUESTIONS, 'How do I track my progress with more recordings?', 'first analysis start data']) {
      expect(builtInAnswer(q, five, search)).not.toContain('first baseline');
    }
  });

  it('does not repeat guidance an earlier answer gave', () => {
    const first = builtInAnswer(COACH_QUICK_QUESTIONS[3], profile, search);
    const given = passagesAlreadyGiven([first], search.all());
    expect(given.size).toBeGreaterThan(0);
    const second = builtInAnswer(COACH_QUICK_QUESTIONS[3], profile, search, { given });
    for (const p of search.all().filter((x) => given.has(x.id))) expect(second).not.toContain(p.text);
  });

  it('answers about the last mock interview from its own report', () => {
    const resultUntold = { situation: { present: true, evidence: 'x' }, task: { present: true, evidence: 'x' }, action: { present: true, evidence: 'x' }, result: { present: false, evidence: null } };
    const q = (key: string, extra: Partial<MockQuestionResult>) =>
      sampleMockQuestion({ question_key: key, question: `Question ${key}`, duration_sec: 60, transcript: 'text', speaking_pace: 130, filler_words: 1, eye_contact: 0.8, score: 70, star: resultUntold, ...extra });
    const mock = (overall: number, date: string) =>
      analysis(overall, date, {
        category: 'mock_interview',
        name: `Mock ${date.slice(0, 10)}`,
        result: sampleAnalysisResult({ overall_score: overall, questions: [q('a', { score: 64.2 }), q('b', { score: 81 }), q('c', { skipped: true, score: null, star_status: 'skipped', follow_up_of: 'a' })] }),
      });
    const p = buildPerformanceProfile([mock(60, '2026-04-01T10:00:00Z'), mock(68, '2026-04-08T10:00:00Z'), analysis(75, '2026-04-09T10:00:00Z')]);
    const answer = builtInAnswer('How did my last mock interview go?', p, search);
    expect(answer).toContain('"Mock 2026-04-08"');
    expect(answer).toContain('68.0%');
    expect(answer).toContain('Answered**: 2 of 2 questions, and 0 of 1 follow-up');
    expect(answer).toContain('**Q1** (teamwork): 64.2% — STAR: Result missing');
    // Named as the report labels it: a follow-up with its question's number.
    expect(answer).toContain('**Follow-up to Q1** (teamwork): skipped');
    expect(answer).toContain('+8.0 points');
    expect(answer).toContain('make the **Result** explicit');

    const none = builtInAnswer('How did my last mock interview go?', profile, search);
    expect(none).toContain("haven't finished a mock interview yet");
  });
});

describe('built-in coach and an overall that lacks a part', () => {
  const content = (score: number | null) => ({
    status: score === null ? ('not_enough_speech' as const) : ('judged' as const),
    note: score === null ? 'not enough clear speech to judge content (14 clear words; 20 needed)' : null,
    engine: 'whisper base.en',
    score,
    parts: { structure: score, specifics: score, ownership: score, hedging: score, repetition: score, length: score, relevance: null, vocabulary: score },
    findings: [],
    structure: null,
  });
  const judged = analysis(60, '2026-02-01T10:00:00Z');
  judged.result = { ...judged.result, content: content(60) };
  const unjudged = analysis(85, '2026-02-08T10:00:00Z');
  unjudged.result = { ...unjudged.result, content: content(null) };
  const mixed = buildPerformanceProfile([judged, unjudged])!;

  it('names a delivery-only latest overall as such and averages only complete overalls', () => {
    expect(mixed).toMatchObject({ latestOverall: 85, averageOverall: 60, bestOverall: 60, completeOveralls: 1, overallChange: null });
    const answer = builtInAnswer('What questions should I ask the interviewer at the end?', mixed, search);
    expect(answer).toContain('**Latest overall score**: 85.0% — Delivery only — content not judged: not enough clear speech');
    expect(answer).toContain('**Average over 1 complete overalls of your 2 analyses**: 60.0%');
  });

  it('never calls content that the latest analysis did not judge its weakest or strongest, nor gives it a figure', () => {
    const zero = analysis(40, '2026-01-20T10:00:00Z');
    zero.result = { ...zero.result, content: content(0) };
    const profileWithGap = buildPerformanceProfile([zero, unjudged])!;
    expect(profileWithGap.weakest.map((m) => m.key)).not.toContain('content');
    expect(profileWithGap.strongest.map((m) => m.key)).not.toContain('content');
    for (const question of [COACH_QUICK_QUESTIONS[2], COACH_QUICK_QUESTIONS[1], 'What questions should I ask the interviewer at the end?']) {
      const answer = builtInAnswer(question, profileWithGap, search);
      expect(answer).not.toMatch(/weakest[^\n]*Answer content|Answer content[^\n]*0\.0%/i);
    }
    const facts = profileFacts(profileWithGap);
    expect(facts).toContain('Answer content: not judged in the latest analysis');
    expect(facts).not.toMatch(/Answer content: latest/);
  });

  it('computes no change from a complete overall to a delivery-only one', () => {
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[2], mixed, search);
    expect(answer).not.toContain('+25.0 points');
    expect(answer).toContain('Delivery only');
  });
});
