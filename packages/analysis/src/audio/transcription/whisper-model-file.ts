import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import {
  ENGLISH_ONLY_VOCAB_SIZE,
  expectedTensorType,
  GGML_FILE_MAGIC,
  GGML_QNT_VERSION_FACTOR,
  GGML_TYPES,
  tensorDataBytes,
  WEIGHT_TYPE_OF_FTYPE,
  WHISPER_HPARAM_NAMES,
  whisperTensorSpecs,
  type WhisperHparams,
} from './whisper-ggml-format.ts';

/** What is wrong with a model file, worded to follow its name: "…/ggml-base.en.bin does not exist". */
export class WhisperModelError extends Error {
  override name = 'WhisperModelError';
}

export interface WhisperModelSummary {
  hparams: WhisperHparams;
  /** whisper.cpp's name for the encoder depth: tiny, base, small, medium, large, or unknown. */
  size: string;
  englishOnly: boolean;
  /** ggml type of the large matrices: f16, q5_1… */
  weightType: string;
  tensors: number;
  bytes: number;
}

const SIZE_BY_ENCODER_LAYERS: ReadonlyMap<number, string> = new Map([
  [4, 'tiny'],
  [6, 'base'],
  [12, 'small'],
  [24, 'medium'],
  [32, 'large'],
]);

/**
 * Walks a whisper.cpp ggml model file — header, mel filters, vocabulary and every tensor's header, skipping the
 * weights — and throws a WhisperModelError unless whisper_model_load would find exactly the tensors it allocates.
 * whisper.cpp checks much of this itself but reads a truncated file past its end, allocates whatever sizes a damaged
 * header claims, and with no tensors at all "assumes an empty model for testing" and then never finishes decoding;
 * its loader also runs on the JavaScript thread, where no time limit can stop it. So nothing reaches it unchecked.
 * Reads only headers: a few milliseconds even for a 1.5 GB model.
 */
export function inspectWhisperModel(path: string): WhisperModelSummary {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new WhisperModelError(openFailure(error), { cause: error });
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) throw new WhisperModelError('is a directory, not a model file');
    if (stats.size === 0) throw new WhisperModelError('is empty');
    return walk(new FileCursor(fd, stats.size));
  } finally {
    closeSync(fd);
  }
}

function openFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'does not exist';
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be read (permission denied)';
  if (code === 'EISDIR') return 'is a directory, not a model file';
  return `cannot be read (${error instanceof Error ? error.message : String(error)})`;
}

function walk(file: FileCursor): WhisperModelSummary {
  const magic = file.uint32('the header');
  if (magic !== GGML_FILE_MAGIC) {
    throw new WhisperModelError(`is not a whisper.cpp ggml model (it starts with ${describeStart(file)}, not the ggml magic 0x67676d6c)`);
  }

  const hparams = Object.fromEntries(WHISPER_HPARAM_NAMES.map((name) => [name, file.int32('the header')])) as WhisperHparams;
  const weightTypeId = checkHparams(hparams);

  const nMel = file.int32('the mel filters');
  const nFft = file.int32('the mel filters');
  if (nMel !== hparams.n_mels || nFft <= 0) {
    throw new WhisperModelError(`is not a whisper.cpp ggml model (mel filters ${nMel}×${nFft} for ${hparams.n_mels} mel bands)`);
  }
  file.skip(nMel * nFft * 4, 'the mel filters');

  const tokens = file.int32('the vocabulary');
  if (tokens < 0 || tokens > hparams.n_vocab) throw new WhisperModelError(`is not a whisper.cpp ggml model (${tokens} vocabulary entries for n_vocab ${hparams.n_vocab})`);
  let hasSpace = false;
  for (let i = 0; i < tokens; i += 1) {
    const length = file.uint32('the vocabulary');
    if (length !== 1) file.skip(length, 'the vocabulary');
    else if (file.text(1, 'the vocabulary') === ' ') hasSpace = true;
  }
  // whisper.cpp looks the space token up by its text while decoding and throws without it.
  if (!hasSpace) throw new WhisperModelError('is not a whisper model (its vocabulary has no " " token)');

  const expected = new Map(whisperTensorSpecs(hparams).map((spec) => [spec.name, spec]));
  const seen = new Set<string>();
  while (!file.atEnd()) {
    const nDims = file.int32('a tensor header');
    const nameLength = file.int32('a tensor header');
    const type = file.int32('a tensor header');
    if (nDims < 1 || nDims > 4 || nameLength < 1 || nameLength > 256) {
      throw new WhisperModelError(`is damaged (a tensor header at byte ${file.position - 12} is not valid)`);
    }
    const ne = Array.from({ length: nDims }, () => file.int32('a tensor header'));
    const name = file.text(nameLength, 'a tensor header');
    const spec = expected.get(name);
    if (!spec) throw new WhisperModelError(`is not a model this whisper.cpp can load (unknown tensor "${name}")`);
    if (seen.has(name)) throw new WhisperModelError(`is damaged (tensor "${name}" appears twice)`);
    if (padded(ne).join() !== padded(spec.ne).join()) {
      throw new WhisperModelError(`is damaged (tensor "${name}" has shape [${ne.join(', ')}], expected [${spec.ne.join(', ')}])`);
    }
    const wanted = expectedTensorType(spec.role, weightTypeId);
    if (type !== wanted) {
      throw new WhisperModelError(`is damaged (tensor "${name}" is ${GGML_TYPES.get(type)?.name ?? `type ${type}`}, expected ${GGML_TYPES.get(wanted)?.name})`);
    }
    const bytes = tensorDataBytes(type, ne.reduce((product, n) => product * n, 1));
    if (bytes === null) throw new WhisperModelError(`is damaged (tensor "${name}" does not fill whole ${GGML_TYPES.get(type)?.name} blocks)`);
    file.skip(bytes, `tensor "${name}"`);
    seen.add(name);
  }
  if (seen.size === 0) throw new WhisperModelError('holds no weights (it ends after the vocabulary)');
  const missing = [...expected.keys()].filter((name) => !seen.has(name));
  if (missing.length > 0) {
    throw new WhisperModelError(`is incomplete: ${seen.size} of ${expected.size} tensors (no "${missing[0]}"); download it again`);
  }
  return {
    hparams,
    size: SIZE_BY_ENCODER_LAYERS.get(hparams.n_audio_layer) ?? 'unknown',
    englishOnly: hparams.n_vocab === ENGLISH_ONLY_VOCAB_SIZE,
    weightType: GGML_TYPES.get(weightTypeId)?.name ?? String(weightTypeId),
    tensors: seen.size,
    bytes: file.size,
  };
}

/** Returns the ggml type of the large matrices. */
function checkHparams(h: WhisperHparams): number {
  const bad = WHISPER_HPARAM_NAMES.find((name) => !Number.isInteger(h[name]) || h[name] < (name === 'ftype' ? 0 : 1));
  if (bad) throw new WhisperModelError(`is not a whisper.cpp ggml model (${bad} = ${h[bad]})`);
  // whisper.cpp derives its special tokens (end of text, timestamps…) from fixed ids up to 51864.
  if (h.n_vocab < ENGLISH_ONLY_VOCAB_SIZE) throw new WhisperModelError(`is not a whisper model (n_vocab ${h.n_vocab} < ${ENGLISH_ONLY_VOCAB_SIZE})`);
  if (h.n_audio_state !== h.n_text_state || h.n_audio_state % h.n_audio_head !== 0 || h.n_text_state % h.n_text_head !== 0) {
    throw new WhisperModelError(
      `is not a whisper.cpp ggml model (states ${h.n_audio_state}/${h.n_text_state} with ${h.n_audio_head}/${h.n_text_head} attention heads)`,
    );
  }
  const weightType = WEIGHT_TYPE_OF_FTYPE.get(h.ftype % GGML_QNT_VERSION_FACTOR);
  if (weightType === undefined) throw new WhisperModelError(`is stored in a format whisper.cpp cannot load (ftype ${h.ftype})`);
  return weightType;
}

function padded(ne: number[]): number[] {
  return [...ne, 1, 1, 1, 1].slice(0, 4);
}

/** The first bytes as text when printable ("GGUF", "<!DO" of an HTML error page), else as hex. */
function describeStart(file: FileCursor): string {
  const head = file.peekStart(4);
  const text = head.toString('latin1');
  return /^[\x20-\x7e]+$/.test(text) ? `"${text}"` : `0x${head.toString('hex')}`;
}

/** Sequential little-endian reads over a file descriptor through a 64 KB window; skipping is free. */
class FileCursor {
  position = 0;
  private window = Buffer.alloc(0);
  private windowStart = 0;

  constructor(
    private readonly fd: number,
    readonly size: number,
  ) {}

  atEnd(): boolean {
    return this.position >= this.size;
  }

  int32(where: string): number {
    return this.take(4, where).readInt32LE(0);
  }

  uint32(where: string): number {
    return this.take(4, where).readUInt32LE(0);
  }

  text(length: number, where: string): string {
    return this.take(length, where).toString('utf8');
  }

  skip(length: number, where: string): void {
    this.ensureAvailable(length, where);
    this.position += length;
  }

  peekStart(length: number): Buffer {
    const head = Buffer.alloc(Math.min(length, this.size));
    readSync(this.fd, head, 0, head.length, 0);
    return head;
  }

  private take(length: number, where: string): Buffer {
    this.ensureAvailable(length, where);
    const offset = this.position - this.windowStart;
    if (offset < 0 || offset + length > this.window.length) {
      this.window = Buffer.alloc(Math.max(length, 64 * 1024));
      const read = readSync(this.fd, this.window, 0, this.window.length, this.position);
      this.window = this.window.subarray(0, read);
      this.windowStart = this.position;
    }
    const start = this.position - this.windowStart;
    this.position += length;
    return this.window.subarray(start, start + length);
  }

  private ensureAvailable(length: number, where: string): void {
    if (length < 0 || this.position + length > this.size) {
      throw new WhisperModelError(`is truncated (it ends inside ${where} at byte ${this.size}); download it again`);
    }
  }
}
