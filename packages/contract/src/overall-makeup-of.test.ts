import { describe, expect, it } from 'vitest';
import type { AnswerContent } from './answer-content.ts';
import { combinedResultOf } from './combined-result.ts';
import { mockOverallMakeup, overallMakeupOf, recordingOverallMakeup, summaryOverallMakeup, type RecordingParts } from './overall-makeup-of.ts';
import { overallWeights } from './overall-weights.ts';
import { sampleAnalysisResult } from './sample-analysis-result.ts';

const judged = (score: number) => ({ status: 'judged' as const, note: null, score });
const tooFewWords = { status: 'not_enough_speech' as const, note: 'not enough clear speech to judge content (14 clear words; 20 needed)', score: null };

function recording(over: Partial<RecordingParts>): RecordingParts {
  return { flags: [], video: 80, audio: 70, content: judged(60), transcribed: true, weights: overallWeights({ video: true, audio: true, content: true }), ...over };
}

describe('the makeup of one recording’s overall', () => {
  it('is complete with video, audio and judged content', () => {
    const made = recordingOverallMakeup(recording({}));
    expect(made).toMatchObject({ parts: ['video', 'audio', 'content'], missing: [], complete: true });
    expect(made.fix_first?.part).toBe('content');
  });

  it('is complete without video when the file has no picture (an audio-only phone interview)', () => {
    const made = recordingOverallMakeup(recording({ flags: ['no_video_stream'], video: null, weights: overallWeights({ video: false, audio: true, content: true }) }));
    expect(made).toMatchObject({ parts: ['audio', 'content'], missing: [], complete: true });
  });

  it('is delivery only when too few words were heard clearly, and says so with the engine’s counts', () => {
    const made = recordingOverallMakeup(recording({ content: tooFewWords, weights: overallWeights({ video: true, audio: true }) }));
    expect(made.complete).toBe(false);
    expect(made.parts).toEqual(['video', 'audio']);
    expect(made.missing).toEqual([{ part: 'content', cause: 'not_enough_speech', detail: tooFewWords.note }]);
    expect(made.fix_first).toEqual({ part: 'content', score: null, points: null });
  });

  it('tells a far too short answer from one heard badly', () => {
    const made = recordingOverallMakeup(recording({ content: { status: 'not_enough_speech', note: 'far too short to judge content (0:05 for a 1:00 question; 12 words, 20 needed)', score: null } }));
    expect(made.missing[0]?.cause).toBe('far_too_short');
  });

  it('names the missing transcript, and a result scored before content was judged', () => {
    expect(recordingOverallMakeup(recording({ content: undefined, transcribed: false })).missing[0]?.cause).toBe('no_transcript');
    expect(recordingOverallMakeup(recording({ content: undefined, transcribed: true })).missing[0]?.cause).toBe('judged_before_content');
  });

  it('gives audio and content one cause when no speech was heard, and video its own when a picture could not be read', () => {
    const silent = recordingOverallMakeup(recording({ flags: ['no_audio_stream'], audio: null, content: undefined, transcribed: false }));
    expect(silent.parts).toEqual(['video']);
    expect(silent.missing).toEqual([
      { part: 'audio', cause: 'no_audio_track', detail: null },
      { part: 'content', cause: 'no_audio_track', detail: null },
    ]);
    const faceless = recordingOverallMakeup(recording({ video: null }));
    expect(faceless.missing).toEqual([{ part: 'video', cause: 'video_not_measured', detail: null }]);
  });
});

describe('the makeup of a mock interview’s overall', () => {
  const complete = recordingOverallMakeup(recording({}));
  const short = recordingOverallMakeup(recording({ content: tooFewWords }));
  const scores = { video: 80, audio: 70, content: 60 };

  it('counts only the answers whose score is complete and names the others', () => {
    const made = mockOverallMakeup([{ question: 1, makeup: complete }, { question: 3, makeup: short }], scores);
    expect(made.complete).toBe(true);
    expect(made.parts).toEqual(['video', 'audio', 'content']);
    expect(made.left_out).toEqual([{ question: 3, part: 'content', cause: 'not_enough_speech', detail: tooFewWords.note }]);
  });

  it('is incomplete when no answer is complete, naming the questions that lacked each part', () => {
    const made = mockOverallMakeup([{ question: 1, makeup: short }, { question: 2, makeup: short }], { ...scores, content: null });
    expect(made.complete).toBe(false);
    expect(made.parts).toEqual(['video', 'audio']);
    expect(made.missing).toEqual([{ part: 'content', cause: 'not_enough_speech', detail: tooFewWords.note, questions: [1, 2] }]);
    // Every answer is in that mean, so none is named as left out of it.
    expect(made.left_out).toEqual([]);
  });

  it('names each question beside its own answer’s reason, never the first answer’s', () => {
    const farTooShort = { status: 'not_enough_speech' as const, note: 'far too short to judge content (0:05 for a 1:00 question; 12 words, 20 needed)', score: null };
    const cut = recordingOverallMakeup(recording({ content: farTooShort }));
    const made = mockOverallMakeup([{ question: 1, makeup: short }, { question: 2, makeup: cut }, { question: 3, makeup: short }], { ...scores, content: null });
    expect(made.missing).toEqual([
      { part: 'content', cause: 'not_enough_speech', detail: tooFewWords.note, questions: [1, 3] },
      { part: 'content', cause: 'far_too_short', detail: farTooShort.note, questions: [2] },
    ]);
  });
});

describe('the makeup of a stored result', () => {
  const content: AnswerContent = {
    status: 'judged',
    note: null,
    engine: 'whisper base.en',
    score: 19.7,
    parts: { structure: 20, specifics: 10, ownership: 0, hedging: 20, repetition: 50, length: 60, relevance: null, vocabulary: 40 },
    findings: [],
    structure: null,
  };

  it('reads the makeup a result carries', () => {
    const made = recordingOverallMakeup(recording({}));
    expect(overallMakeupOf(sampleAnalysisResult({ overall_makeup: made }))).toEqual(made);
  });

  it('derives it for a result stored before, from its flags, scores and content, with the weights it was scored with', () => {
    const result = sampleAnalysisResult({ content, component_weights: { video: 0.35, audio: 0.35, content: 0.3 } });
    const made = overallMakeupOf(result);
    expect(made.complete).toBe(true);
    expect(made.fix_first).toEqual({ part: 'content', score: 19.7, points: 24.1 });
    // The sample has a transcript but no content: scored before content was judged.
    expect(overallMakeupOf(sampleAnalysisResult({})).missing[0]?.cause).toBe('judged_before_content');
  });

  it('marks a stored mock interview incomplete when any averaged answer’s content was not judged', () => {
    const question = (score: number | null, answerContent: AnswerContent | undefined) => ({
      question_key: 'q',
      question: 'Tell me about a time…',
      competency: 'teamwork',
      skipped: false,
      duration_sec: 60,
      transcript: 'words',
      speaking_pace: 130,
      filler_words: 0,
      eye_contact: 0.7,
      score,
      star: { situation: { present: true, evidence: null }, task: { present: true, evidence: null }, action: { present: true, evidence: null }, result: { present: true, evidence: null } },
      star_status: 'checked' as const,
      star_note: null,
      fillers: [],
      recording_url: null,
      analysis_error: null,
      ...(answerContent ? { content: answerContent } : {}),
    });
    const result = sampleAnalysisResult({ questions: [question(60, content), question(85, { ...content, status: 'not_enough_speech', note: tooFewWords.note, score: null })] });
    const made = overallMakeupOf(result);
    expect(made.complete).toBe(false);
    expect(made.missing).toEqual([{ part: 'content', cause: 'not_enough_speech', detail: tooFewWords.note, questions: [2] }]);
  });

  it('is kept in the summary, and a summary without one is read from its scores', () => {
    const summary = combinedResultOf(sampleAnalysisResult({ content, component_weights: { video: 0.2, audio: 0.3, content: 0.5 } }), '2026-11-02T10:00:00.000Z');
    expect(summary.overall_makeup?.complete).toBe(true);
    const { overall_makeup: _kept, ...older } = summary;
    expect(summaryOverallMakeup(older)).toMatchObject({ complete: true, parts: ['video', 'audio', 'content'] });
    expect(summaryOverallMakeup({ ...older, content: null })).toMatchObject({ complete: false, parts: ['video', 'audio'] });
  });
});
