import type { Filler, TranscriptWord } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { audioHint, fillerHint, scoreHint } from './audio-hints.ts';
import { detailErrorMessage, detailIdentifier, isNotFound } from './detail-rules.ts';
import { transcriptPieces } from './transcript-marks.ts';

describe('audio hints', () => {
  it('judges fillers per minute of the recording at 2 a minute, as Areas to Improve does', () => {
    // The talking-head walk: 1 filler in 21 s is 2.9 a minute, which the feedback asks to cut.
    expect(fillerHint(1, 21)).toBe('2.9 a minute — Work on reducing');
    expect(fillerHint(2, 60)).toBe('2.0 a minute — Excellent control');
    expect(fillerHint(0, 0)).toBe('Excellent control');
    expect(fillerHint(null, 60)).toBeNull();
  });

  it('uses the spec texts, with pace turning at the top of the conversational band', () => {
    expect(audioHint('pace', 119)).toBe('Consider speaking a little faster');
    expect(audioHint('pace', 120)).toBe('Good pace');
    expect(audioHint('pace', 159)).toBe('Good pace');
    expect(audioHint('pace', 160)).toBe('Consider slowing down');
    expect(audioHint('duration', 89.9)).toBe('Good length');
    expect(audioHint('duration', 15)).toBe('Good length');
    expect(audioHint('duration', 3)).toBe('Too short for a full answer');
    expect(audioHint('duration', 14.9)).toBe('Too short for a full answer');
    expect(audioHint('duration', 90)).toBe('Consider being more concise');
    expect(audioHint('wordCount', 149)).toBe('Concise response');
    expect(audioHint('wordCount', 150)).toBe('Detailed answer');
    expect(audioHint('pace', null)).toBeNull();
  });

  it('gives per-score hints at 80 and 60', () => {
    expect(scoreHint(80)).toBe('Excellent');
    expect(scoreHint(60)).toBe('Good');
    expect(scoreHint(59)).toBe('Needs improvement');
    expect(scoreHint(null)).toBeNull();
  });
});

describe('detail rules', () => {
  it('prefers the file name, then the session id, else no identifier', () => {
    expect(detailIdentifier({ filename: 'a.mp4', sessionId: 's' })).toEqual({ kind: 'filename', filename: 'a.mp4' });
    expect(detailIdentifier({ sessionId: 's' })).toEqual({ kind: 'session', sessionId: 's' });
    expect(detailIdentifier({})).toBeNull();
  });

  it('shows the server message, else the fallback; knows 404', () => {
    expect(detailErrorMessage(new ApiError(500, 'Database down'))).toBe('Database down');
    expect(detailErrorMessage('weird')).toBe('Failed to fetch analysis details');
    expect(isNotFound(new ApiError(404, 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'x'))).toBe(false);
  });
});

describe('transcript marks', () => {
  const words: TranscriptWord[] = [
    { word: 'so', start: 0, end: 0.3, confidence: 1 },
    { word: 'you', start: 0.4, end: 0.6, confidence: 1 },
    { word: 'know', start: 0.6, end: 0.9, confidence: 1 },
    { word: 'I', start: 1.0, end: 1.1, confidence: 1 },
  ];
  const fillers: Filler[] = [
    { word: 'you know', start: 0.4, end: 0.9, method: 'transcript' },
    { word: 'um', start: 2, end: 2.4, method: 'acoustic' },
  ];

  it('draws one mark per counted filler: a phrase is one mark over its words', () => {
    const pieces = transcriptPieces(words, fillers);
    expect(pieces.map((p) => (p.kind === 'filler' ? `[${p.words.map((w) => w.word).join(' ')}]` : p.word.word))).toEqual(['so', '[you know]', 'I']);
    expect(pieces.filter((p) => p.kind === 'filler')).toHaveLength(fillers.filter((f) => f.method === 'transcript').length);
  });

  it("puts the interviewer's words in spoken order, never as fillers", () => {
    const interviewer: TranscriptWord[] = [{ word: 'why', start: 0.95, end: 0.99, confidence: 1 }];
    expect(transcriptPieces(words, fillers, interviewer).map((p) => p.kind)).toEqual(['word', 'filler', 'interviewer', 'word']);
  });
});
