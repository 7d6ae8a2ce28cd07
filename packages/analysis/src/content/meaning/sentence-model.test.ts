import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinySentenceModel, writeTinySentenceModel, type TinySentenceModel } from '../../fixtures/tiny-sentence-model.ts';
import { analyzeAnswerContent } from '../analyze-answer-content.ts';
import { writtenAnswer } from '../written-answer.ts';
import { answerMeaningTexts, prototypeTextsFor, sentenceModelMeaning } from './answer-meaning.ts';
import type { MeaningEncoder } from './meaning-encoder.ts';
import { loadSentenceModel, type SentenceModel } from './sentence-model.ts';

const WORDS = ['i', 'led', 'the', 'team', 'release', 'shipped', 'on', 'time', 'tell', 'me', 'about', 'a', 'you', 'worked', '##ed', 'rota', '.', ','];
const row = (_token: string, i: number) => [Math.sin(i + 1), Math.cos(i + 1), ((i * 7) % 5) - 2, 1];

/** What the model should give: the average of the sentence's word-piece rows, [CLS] and [SEP] included, at length 1. */
function expected(tiny: TinySentenceModel, tokens: string[]): number[] {
  const rows = ['[CLS]', ...tokens, '[SEP]'].map((t) => tiny.embeddings[tiny.vocabulary.indexOf(t)]!);
  const mean = rows[0]!.map((_, d) => rows.reduce((s, r) => s + r[d]!, 0) / rows.length);
  const length = Math.hypot(...mean);
  return mean.map((v) => v / length);
}

describe('the sentence model (ONNX through onnxruntime-node, a generated BERT-shaped model)', () => {
  let dir: string;
  let tiny: TinySentenceModel;
  let model: SentenceModel;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sentence-model-'));
    tiny = tinySentenceModel(WORDS, row);
    await writeTinySentenceModel(dir, tiny);
    model = await loadSentenceModel(dir, 'tiny');
  });
  afterAll(async () => {
    await model.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('tokenises (lower-cased WordPiece), runs the graph, mean-pools over the real tokens and normalises', async () => {
    // Different lengths in one batch: the shorter one is padded, and the padding must not count.
    const [short, long] = await model.embed(['The team', 'I led the Release, shipped on time.']);
    expect([...short!].map((v) => Number(v.toFixed(5)))).toEqual(expected(tiny, ['the', 'team']).map((v) => Number(v.toFixed(5))));
    expect([...long!].map((v) => Number(v.toFixed(5)))).toEqual(
      expected(tiny, ['i', 'led', 'the', 'release', ',', 'shipped', 'on', 'time', '.']).map((v) => Number(v.toFixed(5))),
    );
    expect(Math.hypot(...long!)).toBeCloseTo(1, 5);
  });

  it('splits a word into its word pieces', async () => {
    const [vector] = await model.embed(['worked']);
    expect([...vector!].map((v) => Number(v.toFixed(5)))).toEqual(expected(tiny, ['worked']).map((v) => Number(v.toFixed(5))));
    const [pieces] = await model.embed(['teamed']);
    expect([...pieces!].map((v) => Number(v.toFixed(5)))).toEqual(expected(tiny, ['team', '##ed']).map((v) => Number(v.toFixed(5))));
  });

  it('runs more sentences than one batch holds, in order', async () => {
    const texts = Array.from({ length: 37 }, (_, i) => (i % 2 === 0 ? 'the team' : 'shipped on time'));
    const vectors = await model.embed(texts);
    expect(vectors).toHaveLength(37);
    expect([...vectors[36]!]).toEqual([...vectors[0]!]);
    expect([...vectors[35]!]).not.toEqual([...vectors[0]!]);
  });

  it('judges an answer’s meaning when passed as its encoder: every text the rules compare was encoded up front (the answer’s and the question bank’s), and the result names the sentence model', async () => {
    const input = {
      words: writtenAnswer(
        'At my last job our release was always late. I was responsible for getting it shipped on time. I set up a rota and I led the team through every release. As a result we shipped on time for six months.',
      ),
      engine: 'written',
      question: 'Tell me about a time you worked with a team to reach a goal.',
      competency: 'teamwork',
    };
    const prepared = await sentenceModelMeaning(model, input);
    const asked: string[] = [];
    const watching: MeaningEncoder = {
      engine: prepared.engine,
      encode: (texts) => {
        asked.push(...texts);
        return prepared.encode(texts);
      },
    };
    const content = analyzeAnswerContent({ ...input, meaning: watching });
    expect(content.status).toBe('judged');
    expect(content.meaning).toBe('sentence-model');
    expect(asked.length).toBeGreaterThan(0);
    const encoded = [...answerMeaningTexts(input), ...prototypeTextsFor(input.competency)];
    expect(asked.filter((text) => !encoded.includes(text))).toEqual([]);
    expect(prototypeTextsFor(input.competency)).toContain('Tell me about a time you worked on a team to reach a difficult goal.');
    expect(analyzeAnswerContent(input).meaning).toBe('word-vectors');
  });

  it('refuses a folder without a model', async () => {
    await expect(loadSentenceModel(join(dir, 'missing'), 'missing')).rejects.toThrow();
  });
});
