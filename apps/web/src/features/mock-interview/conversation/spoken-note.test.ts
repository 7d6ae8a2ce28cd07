import type { ContentFinding } from '@rehearse/contract/answer-content';
import { describe, expect, it } from 'vitest';
import { heardNote, spokenNote } from './spoken-note.ts';

const finding = (part: ContentFinding['part'], headline: string, text: string, kind: ContentFinding['kind'] = 'improvement'): ContentFinding => ({
  part,
  kind,
  headline,
  text,
  quote: null,
  at: null,
  count: null,
  seconds: null,
});

const structure = (missing: Array<'situation' | 'task' | 'action' | 'result'>) => ({ sentences: [], share: { situation: 0, task: 0, action: 0, result: 0 }, missing });

describe('the spoken note after an answer in Practice', () => {
  it('says a missing result as advice made for speech, not the finding with its counts', () => {
    const content = {
      findings: [finding('structure', 'STAR: result missing', 'Of situation, task, action and result, 3 of 4 came through: no result (how it ended). The story stops at "we shipped".')],
      structure: structure(['result']),
    };
    expect(spokenNote(content)).toBe('Next time, say what the result was — a number if you have one.');
  });

  it('names the action before the situation when both are missing', () => {
    const content = { findings: [finding('structure', 'STAR: situation, action missing', 'Of situation, task, action and result, 2 of 4 came through.')], structure: structure(['situation', 'action']) };
    expect(spokenNote(content)).toBe('Next time, say what you did yourself, step by step.');
  });

  it('asks a short question to the candidate a finding ends with, as written', () => {
    const text =
      'Only 1 specific detail (numbers, dates, durations, names) in 51 words: "sales team". You said "the report went out on time": by how much, from what to what, and by when?';
    expect(spokenNote({ findings: [finding('specifics', '1 specific in 51 words', text)], structure: null })).toBe('You said "the report went out on time": by how much, from what to what, and by when?');
  });

  it('tells a short answer from a long one by its finding', () => {
    expect(spokenNote({ findings: [finding('length', '0:20 of 1:30', 'The answer took 20 s for a 1:30 question.')], structure: null })).toBe('Next time, take more of the time: add what you did and how it ended.');
    expect(spokenNote({ findings: [finding('length', '3:10 for 1:30', 'The answer took 3:10.')], structure: null })).toMatch(/^Next time, keep it shorter/);
  });

  it('skips strengths, and says nothing when there is nothing to improve', () => {
    const content = { findings: [finding('ownership', '"I" did 5', 'You owned it.', 'strength'), finding('ownership', '"we" did 4, "I" did 1', 'Most actions are "we" (4 of 5).')], structure: null };
    expect(spokenNote(content)).toBe('Next time, say what you did yourself — "I", not only "we".');
    expect(spokenNote({ findings: [finding('ownership', 'x', 'You owned it.', 'strength')], structure: null })).toBeNull();
  });
});

describe('the spoken note on a spoken answer’s heard words', () => {
  it('is the same note a typed answer gets, from the content the server judged the heard words to have', () => {
    const content = {
      status: 'judged' as const,
      note: null,
      engine: 'written',
      score: 60,
      parts: { structure: 50, specifics: 40, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null },
      findings: [finding('structure', 'STAR: result missing', 'No result (how it ended).')],
      structure: structure(['result']),
    };
    expect(heardNote({ heard_content: content })).toBe(spokenNote(content));
    expect(heardNote({ heard_content: content })).toBe('Next time, say what the result was — a number if you have one.');
  });

  it('is none without heard words judged, or with nothing to improve', () => {
    expect(heardNote({})).toBeNull();
    const fine = { status: 'judged' as const, note: null, engine: 'written', score: 90, parts: { structure: 90, specifics: 90, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null }, findings: [], structure: null };
    expect(heardNote({ heard_content: fine })).toBeNull();
  });
});
