/**
 * whisper.cpp's own model file format ("ggml", the files of huggingface.co/ggerganov/whisper.cpp), as
 * `whisper_model_load` in whisper.cpp/src/whisper.cpp reads it. Little-endian throughout:
 *
 *   uint32 magic 0x67676d6c
 *   int32  hparams, in WHISPER_HPARAM_NAMES order
 *   int32  n_mel, n_fft; float32[n_mel × n_fft] mel filters
 *   int32  n_vocab; per token: uint32 length, UTF-8 bytes
 *   per tensor, in any order: int32 n_dims, name length, ggml type; int32 ne[n_dims]; name; data
 *
 * Shared by the check that runs before the addon sees a file and by the test suite's tiny-model writer.
 */
export const GGML_FILE_MAGIC = 0x67676d6c;

export const WHISPER_HPARAM_NAMES = [
  'n_vocab',
  'n_audio_ctx',
  'n_audio_state',
  'n_audio_head',
  'n_audio_layer',
  'n_text_ctx',
  'n_text_state',
  'n_text_head',
  'n_text_layer',
  'n_mels',
  'ftype',
] as const;

export type WhisperHparams = Record<(typeof WHISPER_HPARAM_NAMES)[number], number>;

/** whisper.cpp's fixed vocabulary layout: the English-only models have 51864 tokens, the multilingual ones more. */
export const ENGLISH_ONLY_VOCAB_SIZE = 51864;

/** `ftype` encodes the quantisation version in its thousands (GGML_QNT_VERSION_FACTOR). */
export const GGML_QNT_VERSION_FACTOR = 1000;

export const GGML_TYPE_F32 = 0;
export const GGML_TYPE_F16 = 1;

/** ggml tensor types a whisper model may be stored in: elements per block and bytes per block (ggml-common.h). */
export const GGML_TYPES: ReadonlyMap<number, { name: string; blockSize: number; blockBytes: number }> = new Map([
  [0, { name: 'f32', blockSize: 1, blockBytes: 4 }],
  [1, { name: 'f16', blockSize: 1, blockBytes: 2 }],
  [2, { name: 'q4_0', blockSize: 32, blockBytes: 18 }],
  [3, { name: 'q4_1', blockSize: 32, blockBytes: 20 }],
  [6, { name: 'q5_0', blockSize: 32, blockBytes: 22 }],
  [7, { name: 'q5_1', blockSize: 32, blockBytes: 24 }],
  [8, { name: 'q8_0', blockSize: 32, blockBytes: 34 }],
  [10, { name: 'q2_k', blockSize: 256, blockBytes: 84 }],
  [11, { name: 'q3_k', blockSize: 256, blockBytes: 110 }],
  [12, { name: 'q4_k', blockSize: 256, blockBytes: 144 }],
  [13, { name: 'q5_k', blockSize: 256, blockBytes: 176 }],
  [14, { name: 'q6_k', blockSize: 256, blockBytes: 210 }],
  [30, { name: 'bf16', blockSize: 1, blockBytes: 2 }],
]);

/** The file's `ftype` (mod 1000) → the ggml type of its large matrices (ggml_ftype_to_ggml_type). */
export const WEIGHT_TYPE_OF_FTYPE: ReadonlyMap<number, number> = new Map([
  [0, 0],
  [1, 1],
  [2, 2],
  [3, 3],
  [7, 8],
  [8, 6],
  [9, 7],
  [10, 10],
  [11, 11],
  [12, 12],
  [13, 13],
  [14, 14],
  [24, 30],
]);

/**
 * How whisper.cpp allocates a tensor: `f32` always (biases, norms, positional embeddings), `weight` in the file's
 * weight type, `conv` (the two convolution kernels) in f32 for an f32 model and f16 otherwise.
 */
export type WhisperTensorRole = 'f32' | 'weight' | 'conv';

export interface WhisperTensorSpec {
  name: string;
  /** ggml dimension order: ne[0] varies fastest. */
  ne: number[];
  role: WhisperTensorRole;
}

/** Every tensor whisper_model_load creates for these hyper-parameters; a loadable file holds each exactly once. */
export function whisperTensorSpecs(h: WhisperHparams): WhisperTensorSpec[] {
  const specs: WhisperTensorSpec[] = [];
  const add = (name: string, ne: number[], role: WhisperTensorRole = 'f32') => specs.push({ name, ne, role });
  const audio = h.n_audio_state;
  const text = h.n_text_state;

  add('encoder.positional_embedding', [audio, h.n_audio_ctx]);
  add('encoder.conv1.weight', [3, h.n_mels, audio], 'conv');
  add('encoder.conv1.bias', [1, audio]);
  add('encoder.conv2.weight', [3, audio, audio], 'conv');
  add('encoder.conv2.bias', [1, audio]);
  add('encoder.ln_post.weight', [audio]);
  add('encoder.ln_post.bias', [audio]);
  for (let i = 0; i < h.n_audio_layer; i += 1) addBlock(add, `encoder.blocks.${i}`, audio, false);

  add('decoder.positional_embedding', [text, h.n_text_ctx]);
  add('decoder.token_embedding.weight', [text, h.n_vocab], 'weight');
  add('decoder.ln.weight', [text]);
  add('decoder.ln.bias', [text]);
  for (let i = 0; i < h.n_text_layer; i += 1) addBlock(add, `decoder.blocks.${i}`, text, true);
  return specs;
}

function addBlock(add: (name: string, ne: number[], role?: WhisperTensorRole) => void, prefix: string, state: number, cross: boolean) {
  add(`${prefix}.mlp_ln.weight`, [state]);
  add(`${prefix}.mlp_ln.bias`, [state]);
  add(`${prefix}.mlp.0.weight`, [state, 4 * state], 'weight');
  add(`${prefix}.mlp.0.bias`, [4 * state]);
  add(`${prefix}.mlp.2.weight`, [4 * state, state], 'weight');
  add(`${prefix}.mlp.2.bias`, [state]);
  for (const attention of cross ? ['attn', 'cross_attn'] : ['attn']) {
    add(`${prefix}.${attention}_ln.weight`, [state]);
    add(`${prefix}.${attention}_ln.bias`, [state]);
    add(`${prefix}.${attention}.query.weight`, [state, state], 'weight');
    add(`${prefix}.${attention}.query.bias`, [state]);
    add(`${prefix}.${attention}.key.weight`, [state, state], 'weight');
    add(`${prefix}.${attention}.value.weight`, [state, state], 'weight');
    add(`${prefix}.${attention}.value.bias`, [state]);
    add(`${prefix}.${attention}.out.weight`, [state, state], 'weight');
    add(`${prefix}.${attention}.out.bias`, [state]);
  }
}

/** The ggml type whisper.cpp expects for a tensor of this role in a file with this weight type. */
export function expectedTensorType(role: WhisperTensorRole, weightType: number): number {
  if (role === 'weight') return weightType;
  if (role === 'conv') return weightType === GGML_TYPE_F32 ? GGML_TYPE_F32 : GGML_TYPE_F16;
  return GGML_TYPE_F32;
}

/** Bytes of a tensor's data, or null when its element count does not fill whole blocks of its type. */
export function tensorDataBytes(type: number, elements: number): number | null {
  const layout = GGML_TYPES.get(type);
  if (!layout || elements % layout.blockSize !== 0) return null;
  return (elements / layout.blockSize) * layout.blockBytes;
}
