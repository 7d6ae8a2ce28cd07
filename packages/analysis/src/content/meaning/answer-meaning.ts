import type { AnswerInput } from '../answer-input.ts';
import { answerSentences } from '../answer-sentences.ts';
import { isClearWord } from '../clear-speech.ts';
import type { MeaningEncoder } from './meaning-encoder.ts';
import type { SentenceModel } from './sentence-model.ts';

/** Every text the judgement of `input` compares by meaning: its question, its competency and each sentence as the rules read it (clear words only). */
export function answerMeaningTexts(input: Pick<AnswerInput, 'words' | 'question' | 'competency'>): string[] {
  const sentences = answerSentences(input.words.filter(isClearWord)).map((s) => s.text);
  return [...new Set([input.question, input.competency, ...sentences].filter((t): t is string => t !== undefined && t.trim() !== ''))];
}

/**
 * The sentence model behind the meaning port for one answer. The model runs asynchronously and the content rules do
 * not, so the answer's texts are encoded here, before the rules run, and served from memory; a text not encoded here
 * has no vector (null), as a text without a known word has none for the word vectors.
 */
export async function sentenceModelMeaning(model: SentenceModel, input: Pick<AnswerInput, 'words' | 'question' | 'competency'>): Promise<MeaningEncoder> {
  const texts = answerMeaningTexts(input);
  const vectors = await model.embed(texts);
  const known = new Map(texts.map((text, i) => [text, vectors[i]!]));
  return { engine: 'sentence-model', encode: (asked) => asked.map((text) => known.get(text) ?? null) };
}
