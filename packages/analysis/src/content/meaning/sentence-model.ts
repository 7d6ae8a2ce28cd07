import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import type { InferenceSession } from 'onnxruntime-node';
import { l2Normalised, meanPooled } from './pool-embeddings.ts';

/** The files of a sentence model's folder: the ONNX graph and the Hugging Face tokenizer it was trained with. */
export const SENTENCE_MODEL_FILES = { model: 'model.onnx', tokenizer: 'tokenizer.json', tokenizerConfig: 'tokenizer_config.json' } as const;

/**
 * all-MiniLM-L6-v2 was trained on 128 word pieces and is used up to 256 (its sentence-transformers configuration);
 * a longer sentence is cut there, keeping its closing [SEP].
 */
export const SENTENCE_MODEL_MAX_TOKENS = 256;
/** Sentences run through the model together: one padded batch per this many. */
const BATCH = 16;

/** A sentence-embedding model (BERT-shaped ONNX, WordPiece tokens, mean pooling, L2 normalisation). */
export interface SentenceModel {
  /** The folder's name, as the admin and the logs show it ('all-MiniLM-L6-v2'). */
  readonly name: string;
  /** One unit-length vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  close(): Promise<void>;
}

/**
 * Loads the model in `dir` (SENTENCE_MODEL_FILES). One thread: the model runs beside the analyses on two cores, and
 * an answer's few dozen sentences take milliseconds. onnxruntime-node is loaded here, on first use, so nothing else
 * of the engine pays for its native library.
 */
export async function loadSentenceModel(dir: string, name: string): Promise<SentenceModel> {
  const [tokenizerJson, tokenizerConfig] = await Promise.all(
    [SENTENCE_MODEL_FILES.tokenizer, SENTENCE_MODEL_FILES.tokenizerConfig].map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as object),
  );
  const tokenizer = new Tokenizer(tokenizerJson!, tokenizerConfig!);
  const ort = await import('onnxruntime-node');
  const session = await ort.InferenceSession.create(join(dir, SENTENCE_MODEL_FILES.model), { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' });
  const output = session.outputNames.includes('last_hidden_state') ? 'last_hidden_state' : session.outputNames[0];
  if (output === undefined) throw new Error(`${name}: the ONNX graph has no output`);
  const outputName: string = output;
  const padId = tokenizer.token_to_id('[PAD]') ?? 0;

  async function embedBatch(texts: readonly string[]): Promise<Float32Array[]> {
    const encoded = texts.map((text) => truncated(tokenizer.encode(text, { return_token_type_ids: true })));
    const sequence = Math.max(1, ...encoded.map((e) => e.ids.length));
    const padded = (pick: (e: Encoded) => number[], pad: number) =>
      BigInt64Array.from(encoded.flatMap((e) => [...pick(e), ...Array<number>(sequence - e.ids.length).fill(pad)]).map(BigInt));
    const columns: Record<string, BigInt64Array> = {
      input_ids: padded((e) => e.ids, padId),
      attention_mask: padded((e) => e.attention_mask, 0),
      token_type_ids: padded((e) => e.token_type_ids, 0),
    };
    const feeds: InferenceSession.FeedsType = Object.fromEntries(
      session.inputNames.map((input) => {
        const column = columns[input];
        if (!column) throw new Error(`${name}: the ONNX graph wants an input "${input}" that a BERT tokenizer does not give`);
        return [input, new ort.Tensor('int64', column, [texts.length, sequence])];
      }),
    );
    const results = await session.run(feeds);
    const hidden = results[outputName]!;
    const width = hidden.dims[2];
    if (hidden.dims.length !== 3 || width === undefined) throw new Error(`${name}: "${outputName}" has shape [${hidden.dims.join(', ')}], not [batch, sequence, width]`);
    return meanPooled(hidden.data as Float32Array, [texts.length, sequence, width], encoded.map((e) => e.attention_mask)).map(l2Normalised);
  }

  return {
    name,
    embed: async (texts) => {
      const vectors: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) vectors.push(...(await embedBatch(texts.slice(i, i + BATCH))));
      return vectors;
    },
    close: () => session.release(),
  };
}

interface Encoded {
  ids: number[];
  attention_mask: number[];
  token_type_ids: number[];
}

function truncated(e: Encoded): Encoded {
  if (e.ids.length <= SENTENCE_MODEL_MAX_TOKENS) return e;
  const cut = <T>(xs: T[]) => [...xs.slice(0, SENTENCE_MODEL_MAX_TOKENS - 1), xs.at(-1)!];
  return { ids: cut(e.ids), attention_mask: cut(e.attention_mask), token_type_ids: cut(e.token_type_ids) };
}
