import { open, rename, rm } from 'node:fs/promises';

/**
 * FOR TESTS AND BENCHMARKS ONLY. Writes a llama-architecture GGUF v3 file with random weights that llama.cpp loads
 * and runs like a real model of the same dimensions: the answers are noise, the work per token is real. The
 * vocabulary is SentencePiece-style (the 256 byte tokens, every printable ASCII character, then made-up pieces up to
 * `vocab`), so a JSON grammar can always find a token for its next character.
 */
export interface RandomGgufDimensions {
  vocab: number;
  embedding: number;
  layers: number;
  heads: number;
  kvHeads: number;
  feedForward: number;
  contextLength: number;
  /** `f32` for tiny test models; `q4_k_m` as published 4-bit models are (Q6_K token embeddings, Q4_K elsewhere). */
  weights: 'f32' | 'q4_k_m';
  /** Words to have a token each (as `▁word`), so that text of them tokenises about as a real vocabulary would. */
  words?: readonly string[];
}

/** A model small enough to load and answer in well under a second, for tests. */
export const TINY_GGUF_DIMENSIONS: RandomGgufDimensions = { vocab: 512, embedding: 64, layers: 2, heads: 4, kvHeads: 2, feedForward: 128, contextLength: 2048, weights: 'f32' };

const GGUF_MAGIC = 0x46554747; // "GGUF" read as a little-endian u32
const ALIGNMENT = 32;
const enum ValueType {
  Uint32 = 4,
  Int32 = 5,
  Float32 = 6,
  String = 8,
  Array = 9,
}
const enum TensorType {
  F32 = 0,
  Q4_K = 12,
  Q6_K = 14,
}
/** Elements per block and bytes per block of each tensor type (ggml.c). */
const BLOCK: Record<TensorType, { elements: number; bytes: number }> = {
  [TensorType.F32]: { elements: 1, bytes: 4 },
  [TensorType.Q4_K]: { elements: 256, bytes: 144 },
  [TensorType.Q6_K]: { elements: 256, bytes: 210 },
};

type Value = { type: ValueType.Uint32 | ValueType.Int32 | ValueType.Float32; value: number } | { type: ValueType.String; value: string } | { type: ValueType.Array; items: ValueType; values: readonly (string | number)[] };

interface TensorSpec {
  name: string;
  /** ne[0] first: the length of a row, then the number of rows. */
  dims: readonly number[];
  type: TensorType;
}

/** Writes the model to `path` (through a temporary sibling, so a half-written file never has the final name). */
export async function writeRandomGgufModel(path: string, dimensions: RandomGgufDimensions, seed = 1): Promise<void> {
  const tensors = tensorSpecs(dimensions);
  const header = Buffer.concat([headerBytes(metadata(dimensions), tensors)]);
  const temporary = `${path}.writing`;
  const file = await open(temporary, 'w');
  try {
    await file.write(header);
    let random = seed >>> 0 || 1;
    for (const tensor of tensors) {
      const size = tensorBytes(tensor);
      // Written in slices so that a model of a billion weights never needs its size in memory.
      for (let done = 0; done < size; ) {
        const slice = Math.min(size - done, 16 * BLOCK[TensorType.Q4_K].bytes * BLOCK[TensorType.Q6_K].bytes);
        const bytes = Buffer.alloc(slice);
        random = fillTensorSlice(bytes, tensor.type, random);
        await file.write(bytes);
        done += slice;
      }
      const padding = padTo(size) - size;
      if (padding > 0) await file.write(Buffer.alloc(padding));
    }
  } finally {
    await file.close();
  }
  await rename(temporary, path).catch(async (error: unknown) => {
    await rm(temporary, { force: true });
    throw error;
  });
}

function tensorSpecs(d: RandomGgufDimensions): TensorSpec[] {
  const quantised = d.weights === 'q4_k_m';
  const matrix = quantised ? TensorType.Q4_K : TensorType.F32;
  const kv = (d.embedding / d.heads) * d.kvHeads;
  const specs: TensorSpec[] = [
    { name: 'token_embd.weight', dims: [d.embedding, d.vocab], type: quantised ? TensorType.Q6_K : TensorType.F32 },
    { name: 'output_norm.weight', dims: [d.embedding], type: TensorType.F32 },
  ];
  for (let layer = 0; layer < d.layers; layer += 1) {
    const blk = `blk.${layer}`;
    specs.push(
      { name: `${blk}.attn_norm.weight`, dims: [d.embedding], type: TensorType.F32 },
      { name: `${blk}.attn_q.weight`, dims: [d.embedding, d.embedding], type: matrix },
      { name: `${blk}.attn_k.weight`, dims: [d.embedding, kv], type: matrix },
      { name: `${blk}.attn_v.weight`, dims: [d.embedding, kv], type: matrix },
      { name: `${blk}.attn_output.weight`, dims: [d.embedding, d.embedding], type: matrix },
      { name: `${blk}.ffn_norm.weight`, dims: [d.embedding], type: TensorType.F32 },
      { name: `${blk}.ffn_gate.weight`, dims: [d.embedding, d.feedForward], type: matrix },
      { name: `${blk}.ffn_up.weight`, dims: [d.embedding, d.feedForward], type: matrix },
      { name: `${blk}.ffn_down.weight`, dims: [d.feedForward, d.embedding], type: matrix },
    );
  }
  return specs;
}

function metadata(d: RandomGgufDimensions): Array<[string, Value]> {
  const tokens = vocabulary(d.vocab, d.words ?? []);
  const u32 = (value: number): Value => ({ type: ValueType.Uint32, value });
  return [
    ['general.architecture', { type: ValueType.String, value: 'llama' }],
    ['general.name', { type: ValueType.String, value: 'random-weights' }],
    ['general.alignment', u32(ALIGNMENT)],
    ['llama.context_length', u32(d.contextLength)],
    ['llama.embedding_length', u32(d.embedding)],
    ['llama.block_count', u32(d.layers)],
    ['llama.feed_forward_length', u32(d.feedForward)],
    ['llama.attention.head_count', u32(d.heads)],
    ['llama.attention.head_count_kv', u32(d.kvHeads)],
    ['llama.rope.dimension_count', u32(d.embedding / d.heads)],
    ['llama.rope.freq_base', { type: ValueType.Float32, value: 500_000 }],
    ['llama.attention.layer_norm_rms_epsilon', { type: ValueType.Float32, value: 1e-5 }],
    ['llama.vocab_size', u32(d.vocab)],
    ['tokenizer.ggml.model', { type: ValueType.String, value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: ValueType.Array, items: ValueType.String, values: tokens.map((t) => t.text) }],
    ['tokenizer.ggml.scores', { type: ValueType.Array, items: ValueType.Float32, values: tokens.map((t) => t.score) }],
    ['tokenizer.ggml.token_type', { type: ValueType.Array, items: ValueType.Int32, values: tokens.map((t) => t.kind) }],
    ['tokenizer.ggml.unknown_token_id', u32(0)],
    ['tokenizer.ggml.bos_token_id', u32(1)],
    ['tokenizer.ggml.eos_token_id', u32(2)],
  ];
}

/** SentencePiece token kinds (llama.cpp's llama_token_type). */
const NORMAL = 1;
const UNKNOWN = 2;
const CONTROL = 3;
const BYTE = 6;

function vocabulary(size: number, words: readonly string[]): Array<{ text: string; score: number; kind: number }> {
  const tokens: Array<{ text: string; score: number; kind: number }> = [
    { text: '<unk>', score: 0, kind: UNKNOWN },
    { text: '<s>', score: 0, kind: CONTROL },
    { text: '</s>', score: 0, kind: CONTROL },
  ];
  for (let byte = 0; byte < 256; byte += 1) tokens.push({ text: `<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`, score: 0, kind: BYTE });
  const seen = new Set(tokens.map((t) => t.text));
  const add = (text: string) => {
    if (tokens.length >= size || seen.has(text)) return;
    seen.add(text);
    tokens.push({ text, score: -tokens.length, kind: NORMAL });
  };
  add('\u2581');
  for (const word of words) add(`\u2581${word}`);
  for (let code = 33; code < 127; code += 1) add(String.fromCharCode(code));
  for (let code = 33; code < 127; code += 1) add(`\u2581${String.fromCharCode(code)}`);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let n = 0; tokens.length < size; n += 1) {
    let piece = '';
    for (let rest = n; piece.length === 0 || rest > 0; rest = Math.floor(rest / letters.length)) piece += letters[rest % letters.length];
    add(`\u2581${piece}`);
    add(piece);
  }
  if (tokens.length < size) throw new Error(`a vocabulary of ${size} tokens is too small`);
  return tokens;
}

function headerBytes(keyValues: Array<[string, Value]>, tensors: readonly TensorSpec[]): Buffer {
  const parts: Buffer[] = [u32(GGUF_MAGIC), u32(3), u64(tensors.length), u64(keyValues.length)];
  for (const [key, value] of keyValues) parts.push(ggufString(key), u32(value.type), valueBytes(value));
  let offset = 0;
  for (const tensor of tensors) {
    parts.push(ggufString(tensor.name), u32(tensor.dims.length), ...tensor.dims.map(u64), u32(tensor.type), u64(offset));
    offset += padTo(tensorBytes(tensor));
  }
  const header = Buffer.concat(parts);
  return Buffer.concat([header, Buffer.alloc(padTo(header.length) - header.length)]);
}

function valueBytes(value: Value): Buffer {
  switch (value.type) {
    case ValueType.String:
      return ggufString(value.value);
    case ValueType.Array:
      return Buffer.concat([u32(value.items), u64(value.values.length), ...value.values.map((item) => scalarBytes(value.items, item))]);
    default:
      return scalarBytes(value.type, value.value);
  }
}

function scalarBytes(type: ValueType, value: string | number): Buffer {
  if (type === ValueType.String) return ggufString(String(value));
  const bytes = Buffer.alloc(4);
  if (type === ValueType.Float32) bytes.writeFloatLE(Number(value));
  else if (type === ValueType.Int32) bytes.writeInt32LE(Number(value));
  else bytes.writeUInt32LE(Number(value));
  return bytes;
}

function tensorBytes(tensor: TensorSpec): number {
  const elements = tensor.dims.reduce((a, b) => a * b, 1);
  const block = BLOCK[tensor.type];
  if (elements % block.elements !== 0) throw new Error(`${tensor.name} has ${elements} weights, not a whole number of ${block.elements}-weight blocks`);
  return (elements / block.elements) * block.bytes;
}

/**
 * Random bytes for a slice of a tensor (slices are whole blocks). F32 weights are small and centred on zero; in the
 * quantised blocks every scale is a small fixed float16 (random bytes there could be NaN), the rest random.
 */
function fillTensorSlice(bytes: Buffer, type: TensorType, state: number): number {
  let s = state;
  const next = () => {
    // xorshift32: fast enough for a gigabyte, and the same model for the same seed.
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
  if (type === TensorType.F32) {
    for (let i = 0; i < bytes.length; i += 4) bytes.writeFloatLE((next() / 0xffffffff - 0.5) * 0.2, i);
    return s;
  }
  for (let i = 0; i + 4 <= bytes.length; i += 4) bytes.writeUInt32LE(next(), i);
  const block = BLOCK[type].bytes;
  const smallHalf = 0x1c00; // 0.00390625 as float16
  for (let at = 0; at < bytes.length; at += block) {
    if (type === TensorType.Q4_K) {
      bytes.writeUInt16LE(smallHalf, at); // d
      bytes.writeUInt16LE(0, at + 2); // dmin
    } else {
      bytes.writeUInt16LE(smallHalf, at + block - 2); // d, after ql, qh and the scales
    }
  }
  return s;
}

function padTo(length: number): number {
  return Math.ceil(length / ALIGNMENT) * ALIGNMENT;
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

function u64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return bytes;
}

function ggufString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([u64(bytes.length), bytes]);
}
