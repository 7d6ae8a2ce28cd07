import { describe, expect, it } from 'vitest';
import { GuidanceSearch } from './guidance-search.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';

const passages = loadKnowledgeBase();
const search = new GuidanceSearch(passages);

describe('knowledge base', () => {
  it('holds at least 40 passages across the required topics', () => {
    expect(passages.length).toBeGreaterThanOrEqual(40);
    const topics = new Set(passages.map((p) => p.topic));
    for (const t of ['star-method', 'body-language', 'eye-contact', 'pace', 'filler-words', 'confidence', 'speech-clarity', 'preparation', 'common-questions', 'questions-to-ask', 'remote-interview']) {
      expect(topics).toContain(t);
    }
  });
});

describe('BM25 guidance ranking', () => {
  const cases: Array<[string, string]> = [
    ['How do I stop saying um and uh so much?', 'fillers-pause-instead'],
    ['Where should I look during a Zoom call, at the camera or the screen?', 'eye-camera'],
    ['I talk way too fast when nervous, how do I slow down?', 'pace-slow-down'],
    ['How should I structure an answer to a behavioural question?', 'star-overview'],
    ['What questions should I ask the interviewer at the end?', 'ask-good-questions'],
    ['My room is dark and the window is behind me — how do I fix the lighting?', 'remote-lighting'],
    ['How do I answer what is your greatest weakness', 'question-weakness'],
    ['What should I do with my hands and gestures?', 'body-hands'],
    ['How do I introduce myself — tell me about yourself?', 'prep-tell-me-about-yourself'],
    ['How do I talk about my salary expectations?', 'question-salary'],
  ];
  it.each(cases)('%s → %s', (question, expected) => {
    expect(search.search(question, 1)[0]?.passage.id).toBe(expected);
  });

  it('finds nothing for a question with no topic words', () => {
    expect(search.search('qwertyuiop zxcvb')).toEqual([]);
  });
});
