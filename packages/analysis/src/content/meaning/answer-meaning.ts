import type { AnswerInput } from '../answer-input.ts';
import { answerSentences } from '../answer-sentences.ts';
import { isClearWord } from '../clear-speech.ts';
import { competencyPrototypes } from '../competency-prototypes.ts';
import { neighbourCompetencies } from '../competency-standing.ts';
import type { MeaningEncoder } from './meaning-encoder.ts';
import type { SentenceModel } from './sentence-model.ts';

/** The question bank's texts a story for `competency` is set against: its own prototype's and its neighbours'. */
export function prototypeTextsFor(competency: string | undefined): string[] {
  if (competency === undefined) return [];
  const prototypes = competencyPrototypes();
  const own = prototypes.filter((p) => p.competency === competency);
  if (own.length === 0) return [];
  return [...new Set([...own, ...neighbourCompetencies(competency, prototypes)].flatMap((p) => p.texts))];
}

/** Every text of the answer itself the judgement of `input` compares by meaning: its question, its competency and each sentence as the rules read it (clear words only). */
export function answerMeaningTexts(input: Pick<AnswerInput, 'words' | 'question' | 'competency'>): string[] {
  const sentences = answerSentences(input.words.filter(isClearWord)).map((s) => s.text);
  return [...new Set([input.question, input.competency, ...sentences].filter((t): t is string => t !== undefined && t.trim() !== ''))];
}

/** The bank's texts a model has encoded already: the same for every answer, so each is encoded once per model. */
const bankVectors = new WeakMap<SentenceModel, Map<string, Float32Array>>();

/**
 * The sentence model behind the meaning port for one answer. The model runs asynchronously and the content rules do
 * not, so the answer's texts and the question bank's texts of its competency and its neighbours are encoded here,
 * before the rules run, and served from memory; a text not encoded here has no vector (null), as a text without a
 * known word has none for the word vectors.
 */
export async function sentenceModelMeaning(model: SentenceModel, input: Pick<AnswerInput, 'words' | 'question' | 'competency'>): Promise<MeaningEncoder> {
  const bank = bankVectors.get(model) ?? new Map<string, Float32Array>();
  bankVectors.set(model, bank);
  const prototypeTexts = new Set(prototypeTextsFor(input.competency));
  const texts = [...new Set([...answerMeaningTexts(input), ...prototypeTexts])].filter((t) => !bank.has(t));
  const vectors = await model.embed(texts);
  const known = new Map(texts.map((text, i) => [text, vectors[i]!]));
  for (const [text, vector] of known) if (prototypeTexts.has(text)) bank.set(text, vector);
  return { engine: 'sentence-model', encode: (asked) => asked.map((text) => known.get(text) ?? bank.get(text) ?? null) };
}
