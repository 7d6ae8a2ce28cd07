import { COACH_QUICK_QUESTIONS } from '@rehearse/contract/coach';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { builtInAnswer, formatTimestamp, matchQuickQuestion } from './built-in-coach.ts';
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

  it('formats time stamps as m:ss', () => {
    expect(formatTimestamp(75.4)).toBe('1:15');
    expect(formatTimestamp(5)).toBe('0:05');
  });

  it('analyses the recent performance with the latest numbers, trend, pace and fillers with time stamps', () => {
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[2], profile, search);
    expect(answer).toContain('72.0%');
    expect(answer).toContain('+12.0 points');
    expect(answer).toContain('172 words per minute');
    expect(answer).toContain('"um" ×2');
    expect(answer).toContain('0:12, 0:40, 1:15');
  });

  it('names the weakest areas first for the focus question', () => {
    const answer = builtInAnswer(COACH_QUICK_QUESTIONS[1], profile, search);
    // Eye contact averages 33% (0.30 and 0.36): the lowest metric.
    const items = answer.split('\n').filter((l) => l.startsWith('- '));
    expect(items[0]).toContain('**Eye contact**: 36.0%');
    expect(items[1]).toContain('**Clarity**: 62.0%');
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
    expect(answer).toContain('Result missing in 2 of 2');
    expect(answer).toContain('Task missing in 1 of 2');
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
});
