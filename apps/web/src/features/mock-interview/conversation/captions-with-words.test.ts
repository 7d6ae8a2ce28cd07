import { describe, expect, it } from 'vitest';
import { captionsWithHeardWords, captionsWithWords, type Caption } from './captions-with-words.ts';

describe('the captions of the spoken interview', () => {
  it('completes an answer caption whose last words are recognised after the interviewer spoke the next line', () => {
    let captions: Caption[] = [];
    captions = captionsWithWords(captions, { speaker: 'interviewer', text: 'Tell me about a time you led a project.' });
    captions = captionsWithWords(captions, { speaker: 'candidate', text: 'i led the', answer: 1 });
    captions = captionsWithWords(captions, { speaker: 'candidate', text: 'i led the migration', answer: 1 });
    captions = captionsWithWords(captions, { speaker: 'interviewer', text: 'Do you have any questions for me?' });
    captions = captionsWithWords(captions, { speaker: 'candidate', text: 'i led the migration to postgres', answer: 1 });
    expect(captions.map((c) => [c.speaker, c.text])).toEqual([
      ['interviewer', 'Tell me about a time you led a project.'],
      ['candidate', 'i led the migration to postgres'],
      ['interviewer', 'Do you have any questions for me?'],
    ]);
  });

  it('gives the next answer a caption of its own', () => {
    let captions = captionsWithWords([], { speaker: 'candidate', text: 'first answer', answer: 1 });
    captions = captionsWithWords(captions, { speaker: 'interviewer', text: 'And why?' });
    captions = captionsWithWords(captions, { speaker: 'candidate', text: 'because', answer: 2 });
    expect(captions.map((c) => c.text)).toEqual(['first answer', 'And why?', 'because']);
    expect(new Set(captions.map((c) => c.id)).size).toBe(3);
  });

  it('adds every interviewer line, even one said twice', () => {
    const once = captionsWithWords([], { speaker: 'interviewer', text: 'Hello.' });
    expect(captionsWithWords(once, { speaker: 'interviewer', text: 'Hello.' })).toHaveLength(2);
  });

  it('keeps the newest 31 captions', () => {
    let captions: Caption[] = [];
    for (let i = 0; i < 40; i++) captions = captionsWithWords(captions, { speaker: 'interviewer', text: `line ${i}` });
    expect(captions).toHaveLength(31);
    expect(captions.at(-1)).toEqual({ id: 39, speaker: 'interviewer', text: 'line 39' });
  });

  it('adds late words after the words the answer caption shows, even once it holds the kept turn', () => {
    let captions = captionsWithHeardWords([], 1, 'i led the move');
    captions = captionsWithHeardWords(captions, 1, 'of our billing');
    captions = captionsWithWords(captions, { speaker: 'candidate', text: 'i led the move of our billing system', answer: 1 });
    captions = captionsWithWords(captions, { speaker: 'interviewer', text: 'Do you have any questions for me?' });
    captions = captionsWithHeardWords(captions, 1, 'we finished in six weeks');
    expect(captions.map((c) => c.text)).toEqual(['i led the move of our billing system we finished in six weeks', 'Do you have any questions for me?']);
  });

  it('starts a caption for the first words of an answer', () => {
    const captions = captionsWithHeardWords([{ id: 4, speaker: 'candidate', text: 'earlier', answer: 1 }], 2, 'hello');
    expect(captions.map((c) => [c.text, c.answer, c.id])).toEqual([
      ['earlier', 1, 4],
      ['hello', 2, 5],
    ]);
  });
});
