import type { AnswerContent } from '@rehearse/contract/answer-content';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { fixFirstSentence } from '@rehearse/contract/overall-makeup-texts';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from './built-in-coach.ts';
import { GuidanceSearch } from './guidance-search.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';
import { buildPerformanceProfile, type CoachAnalysis } from './performance-profile.ts';

const search = new GuidanceSearch(loadKnowledgeBase());
const none = { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null };

function judged(score: number, parts: Partial<AnswerContent['parts']>, sentences: Array<{ quote: string; start: number; part: 'situation' | 'task' | 'action' | 'result' | null }>): AnswerContent {
  return {
    status: 'judged',
    note: null,
    engine: 'whisper (ggml-base.en)',
    score,
    parts: { ...none, ...parts },
    findings: [
      { part: 'ownership', kind: 'improvement', headline: 'we', text: 'In the actions you said "we" 5 times and "I" once.', quote: '"we rebuilt the rota"', at: 31, count: 5, seconds: null },
      { part: 'structure', kind: 'strength', headline: 'clear start', text: 'The situation was set in one sentence.', quote: '"the night shift kept missing handovers"', at: 4, count: null, seconds: null },
    ],
    structure: {
      sentences: sentences.map((s) => ({ ...s, end: s.start + 4, quote: `"${s.quote}"` })),
      share: { situation: 0.2, task: 0.1, action: 0.6, result: 0.1 },
      missing: [],
    },
  };
}

function analysis(name: string, date: string, scores: { video: number; audio: number; content: number | null }, content: AnswerContent | undefined): CoachAnalysis {
  const weights = scores.content === null ? { video: 0.4, audio: 0.6 } : { video: 0.2, audio: 0.3, content: 0.5 };
  const overall = Math.round((scores.video * weights.video + scores.audio * weights.audio + (scores.content ?? 0) * (weights.content ?? 0)) * 10) / 10;
  return {
    sessionId: name,
    name,
    category: 'video_upload',
    date,
    starChecks: [],
    result: sampleAnalysisResult({
      overall_score: overall,
      component_weights: weights,
      video: { performance_score: scores.video, metrics: { average_eye_contact_score: scores.video / 100 } },
      audio: { performance_score: scores.audio, metrics: { clarity_score: scores.audio } },
      ...(content ? { content } : {}),
    }),
  };
}

const weakSentences = [
  { quote: 'the night shift kept missing handovers', start: 4, part: 'situation' as const },
  { quote: 'so we rebuilt the rota over a weekend', start: 31, part: 'action' as const },
  { quote: 'and things got better after that', start: 52, part: 'result' as const },
];
const weak = analysis('Monday answer', '2026-11-16T10:00:00Z', { video: 70, audio: 60, content: 40 }, judged(40, { specifics: 20, ownership: 30, structure: 70 }, weakSentences));
const strong = analysis('Friday answer', '2026-11-20T10:00:00Z', { video: 72, audio: 68, content: 80 }, judged(80, { specifics: 85, ownership: 90, structure: 75 }, weakSentences));
const deliveryOnly = analysis('Audio trouble', '2026-11-21T10:00:00Z', { video: 80, audio: 75, content: null }, undefined);

describe('the built-in coach on the common intents', () => {
  it('how did my last interview go: overall, parts, best and weakest part, quote and time, and the report s Fix first', () => {
    const answer = builtInAnswer('How did my last interview go, and what should I fix first?', buildPerformanceProfile([weak, strong]), search);
    expect(answer).toContain('How "Friday answer" (20 Nov 2026 10:00 UTC) went');
    expect(answer).toContain('**Overall**: 74.8%');
    expect(answer).toContain('**Parts**: Video 72.0%, Audio 68.0%, Answer content 80.0%');
    expect(answer).toContain('**Best part**: Answer content at 80.0%; **weakest part**: Audio at 68.0%');
    expect(answer).toContain('"we rebuilt the rota" at 0:31');
    const makeup = overallMakeupOf(strong.result);
    expect(answer).toContain(fixFirstSentence(makeup.fix_first, makeup)!);
    expect(answer).not.toMatch(/questions to ask/i);
  });

  it('what should I fix first: exactly the report s Fix first', () => {
    const answer = builtInAnswer('What should I fix first?', buildPerformanceProfile([strong, weak].reverse()), search);
    const makeup = overallMakeupOf(strong.result);
    // Content holds 10.0 points back (0.5 × 20), audio 9.6 (0.3 × 32): the report names content, and so does the coach.
    expect(makeup.fix_first?.part).toBe('content');
    expect(answer).toContain(fixFirstSentence(makeup.fix_first, makeup)!);
    const incomplete = builtInAnswer('What should I work on first?', buildPerformanceProfile([weak, strong, deliveryOnly]), search);
    expect(incomplete).toContain('Fix first: answer content — Upload the recording again');
  });

  it('the key-areas quick question opens with the same Fix first as the report', () => {
    const answer = builtInAnswer('What are the key areas I should focus on?', buildPerformanceProfile([weak, strong]), search);
    const makeup = overallMakeupOf(strong.result);
    expect(answer.startsWith(`**${fixFirstSentence(makeup.fix_first, makeup)!}**`)).toBe(true);
  });

  it('why was my weak answer weaker than my strong one: the judged uploads as answers, content part by part, delivery and own words', () => {
    const answer = builtInAnswer('Why was my weak answer weaker than my strong one?', buildPerformanceProfile([weak, strong, deliveryOnly]), search);
    expect(answer).toContain('**Weaker**: "Monday answer" (16 Nov 2026 10:00 UTC) — 40.0%');
    expect(answer).toContain('**Stronger**: "Friday answer" (20 Nov 2026 10:00 UTC) — 80.0%');
    const explains = answer.split('### What explains it')[1]!;
    expect(explains.indexOf('Specifics')).toBeLessThan(explains.indexOf('Ownership'));
    expect(explains).toContain('**Specifics**: 20.0% against 85.0% (−65.0 points)');
    expect(answer).toContain('**Eye contact**: 70% against 72%');
    expect(answer).toContain('**Weaker answer**, on ownership ("I" over "we"): In the actions you said "we" 5 times and "I" once. — "we rebuilt the rota" at 0:31');
    // The delivery-only upload has no judged content: it is no answer to rank.
    expect(answer).not.toContain('Audio trouble');
  });

  it('why was my weakest interview worse than my best one: part by part, and which differences explain it', () => {
    const answer = builtInAnswer('Why was my weakest interview worse than my best one?', buildPerformanceProfile([weak, strong, deliveryOnly]), search);
    expect(answer).toContain('Comparing "Monday answer" (16 Nov 2026 10:00 UTC) with "Friday answer" (20 Nov 2026 10:00 UTC)');
    expect(answer).toContain('**Overall**: 52.0% against 74.8% (−22.8 points)');
    expect(answer).toContain('**Answer content**: 40.0% against 80.0% (−40.0 points)');
    const explains = answer.split('### What explains it')[1]!;
    // Content holds 20 of the 22.8 points (weight 0.5 × 40), then audio 2.4, then video 0.4.
    expect(explains.indexOf('Answer content')).toBeLessThan(explains.indexOf('Audio'));
    expect(explains).toContain('about 20.0 points of the overall');
    expect(explains).toContain('specifics 20.0% against 85.0%');
  });

  it('compares the two analyses the question names, and never compares overalls made of different parts', () => {
    const answer = builtInAnswer('Why was "Audio trouble" better than Friday answer?', buildPerformanceProfile([weak, strong, deliveryOnly]), search);
    expect(answer).toContain('"Audio trouble"');
    expect(answer).toContain('"Friday answer"');
    expect(answer).not.toContain('Monday answer');
    expect(answer).toContain('made of different parts');
    expect(answer).toContain('measured in only one, so not compared');
    expect(answer).not.toMatch(/\*\*Overall\*\*: [\d.]+% against/);
  });

  it('compares the latest two by default', () => {
    const answer = builtInAnswer('Why did my score go down?', buildPerformanceProfile([deliveryOnly, weak, strong].sort((a, b) => a.date.localeCompare(b.date))), search);
    expect(answer).toContain('"Friday answer"');
    expect(answer).toContain('"Audio trouble"');
  });

  it('how do I talk about a team project without "we": the how-to on ownership with the user s own sentence said with "I" and a gap', () => {
    const answer = builtInAnswer("How do I talk about a team project without saying 'we'?", buildPerformanceProfile([weak, strong]), search);
    expect(answer).toMatch(/^\*\*Make the Action about you\.\*\*/);
    expect(answer).toContain('"so we rebuilt the rota over a weekend"');
    expect(answer).toContain('at 0:31');
    expect(answer).toContain('"so I rebuilt the rota over a weekend [the part that was yours alone');
    expect(answer).toContain('**Ownership** ("I" over "we"): 90.0% in "Friday answer"');
    // No off-topic tip beside it.
    expect(answer).not.toContain('conflict');
  });

  it('how do I end with a result: the user s Result with the number left to fill', () => {
    const answer = builtInAnswer('How do I finish my answer with a result?', buildPerformanceProfile([weak]), search);
    expect(answer).toContain('Your Result');
    expect(answer).toContain('[the number you achieved]');
  });

  it('a how-to before any analysis gives the knowledge base s advice and says an own example comes later', () => {
    const answer = builtInAnswer('How do I stop saying um?', null, search);
    expect(answer).toContain('Replace the filler with a pause');
    expect(answer).toContain('Once you have an analysed answer');
  });

  it.each([
    ['How did my last interview go, and what should I fix first?', 'How to read your scores'],
    ['What should I fix first?', 'Focus on your weakest area first'],
    ['Why was my last one worse than the one before?', 'Tracking progress over attempts'],
  ])('%s before any analysis: says there is none yet, with guidance on what was asked and none on questions for the interviewer', (question, guidance) => {
    const answer = builtInAnswer(question, null, search);
    expect(answer).toContain("You don't have any completed analyses yet");
    expect(answer.split('### Guidance')[1]).toContain(guidance);
    expect(answer).not.toMatch(/questions to ask the interviewer|questions to avoid/i);
  });

  it.each([
    ['Why was my weak answer weaker than my strong one?', 'Comparing your weakest judged answer with your strongest'],
    ['Which of my answers was weakest, and why?', 'Comparing your weakest judged answer with your strongest'],
    ['Why did my last answer score lower than the one before?', 'Comparing your latest two judged answers'],
    ['Why was my last interview worse than the one before?', 'Comparing "Monday answer"'],
    ['How did my last interview go?', 'How "Friday answer"'],
    ['What should I fix first?', 'From the report of "Friday answer"'],
    ["How do I talk about a team project without saying 'we'?", '**Make the Action about you.**'],
  ])('%s → an answer that starts "%s"', (question, opening) => {
    expect(builtInAnswer(question, buildPerformanceProfile([weak, strong]), search).startsWith(opening)).toBe(true);
  });

  it('compare with one analysis says a second is needed', () => {
    expect(builtInAnswer('Compare my last two interviews', buildPerformanceProfile([weak]), search)).toContain('You have one analysis so far');
  });
});
