import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lengthDelimited, onnxMetadataBytes, text, varintField } from './onnx-metadata.ts';

/**
 * A stand-in Piper voice for tests, shaped as sherpa-onnx expects one (the graph's inputs `input`, `input_lengths`,
 * `scales`; one float output of shape [1, 1, T]): it "speaks" each phoneme id as one sample of id / 256, so a test
 * can read back what espeak-ng's phonemiser and the token table made of the text. Written with our own protobuf bytes: no ONNX
 * tooling is needed.
 */
export const TEST_VOICE_SAMPLE_RATE = 16_000;
const ID_SCALE = 256;

/** The phoneme ids a stand-in voice's 16-bit samples stand for. */
export function phonemeIdsOf(pcm: Buffer): number[] {
  const ids: number[] = [];
  for (let offset = 0; offset + 1 < pcm.length; offset += 2) ids.push(Math.round((pcm.readInt16LE(offset) / 0x7fff) * ID_SCALE));
  return ids;
}

/** The model's bytes; `metadata` false leaves out what a raw Piper release lacks (it is added at provisioning). */
export function tinyPiperModel(options: { metadata?: boolean; /** Bytes of doc string, to make a file a download can be cut in. */ padding?: number } = {}): Buffer {
  const FLOAT = 1;
  const INT64 = 7;
  const cast = node('Cast', ['input'], ['as_float'], [lengthDelimited(5, Buffer.concat([lengthDelimited(1, text('to')), varintField(3, FLOAT), varintField(20, 2)]))]);
  const scale = node('Mul', ['as_float', 'scale'], ['scaled'], []);
  const unsqueeze = node('Unsqueeze', ['scaled', 'axes'], ['output'], []);
  const axes = Buffer.concat([varintField(1, 1), varintField(2, INT64), lengthDelimited(8, text('axes')), lengthDelimited(9, Buffer.from(new BigInt64Array([1n]).buffer))]);
  const scaleValue = Buffer.concat([varintField(2, FLOAT), lengthDelimited(8, text('scale')), lengthDelimited(9, Buffer.from(new Float32Array([1 / ID_SCALE]).buffer))]);
  const graph = Buffer.concat([
    lengthDelimited(1, cast),
    lengthDelimited(1, scale),
    lengthDelimited(1, unsqueeze),
    lengthDelimited(2, text('tiny-piper')),
    lengthDelimited(5, axes),
    lengthDelimited(5, scaleValue),
    lengthDelimited(11, valueInfo('input', INT64, [1, 'n'])),
    lengthDelimited(11, valueInfo('input_lengths', INT64, [1])),
    lengthDelimited(11, valueInfo('scales', FLOAT, [3])),
    lengthDelimited(12, valueInfo('output', FLOAT, [1, 1, 'n'])),
  ]);
  const model = Buffer.concat([
    varintField(1, 7), // IR version 7: what opset 13 needs, read by every onnxruntime since 1.8
    lengthDelimited(2, text('rehearse-test')),
    ...(options.padding ? [lengthDelimited(6, Buffer.alloc(options.padding, 'x'))] : []),
    lengthDelimited(7, graph),
    lengthDelimited(8, Buffer.concat([lengthDelimited(1, text('')), varintField(2, 13)])),
  ]);
  return options.metadata === false ? model : Buffer.concat([model, onnxMetadataBytes(piperMetadata())]);
}

export function piperMetadata(): Record<string, string | number> {
  return { model_type: 'vits', comment: 'piper', language: 'English', voice: 'en-us', version: 1, has_espeak: 1, has_g2pw: 0, n_speakers: 1, sample_rate: TEST_VOICE_SAMPLE_RATE };
}

/** A Piper `.onnx.json` with a phoneme table covering espeak-ng's English phonemes. */
export function tinyPiperConfig(): Record<string, unknown> {
  const symbols = ['_', '^', '$', ' ', '!', "'", '(', ')', ',', '-', '.', ':', ';', '?', ...'abcdefhijklmnopqrstuvwxyzæçðøħŋœǀǁǂǃɐɑɒɓɔɕɖɗɘəɚɛɜɝɞɟɠɡɢɣɤɥɦɧɨɪɫɬɭɮɯɰɱɲɳɴɵɶɸɹɺɻɽɾʀʁʂʃʄʈʉʊʋʌʍʎʏʐʑʒʔʕʘʙʛʜʝʟʡʢʲˈˌːˑ˞βθχᵻⱱ'];
  return {
    audio: { sample_rate: TEST_VOICE_SAMPLE_RATE, quality: 'x_low' },
    espeak: { voice: 'en-us' },
    num_speakers: 1,
    phoneme_id_map: Object.fromEntries([['\n', [99]], ...symbols.map((symbol, id) => [symbol, [id]])]),
  };
}

/** Writes a voice folder as sherpa-onnx's `vits-piper-*` repacks lay it out (model and tokens; espeak-ng-data passed separately). */
export async function writeTinyPiperFolder(dir: string, name = 'en_US-test-x_low'): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.onnx`), tinyPiperModel());
  const map = tinyPiperConfig().phoneme_id_map as Record<string, number[]>;
  await writeFile(join(dir, 'tokens.txt'), Object.entries(map).filter(([symbol]) => symbol !== '\n').map(([symbol, [id]]) => `${symbol} ${id}\n`).join(''));
}

function node(opType: string, inputs: string[], outputs: string[], attributes: Buffer[]): Buffer {
  return Buffer.concat([
    ...inputs.map((name) => lengthDelimited(1, text(name))),
    ...outputs.map((name) => lengthDelimited(2, text(name))),
    lengthDelimited(3, text(outputs[0]!)),
    lengthDelimited(4, text(opType)),
    ...attributes,
  ]);
}

function valueInfo(name: string, elemType: number, dims: (number | string)[]): Buffer {
  const shape = Buffer.concat(dims.map((dim) => lengthDelimited(1, typeof dim === 'number' ? varintField(1, dim) : lengthDelimited(2, text(dim)))));
  const tensor = Buffer.concat([varintField(1, elemType), lengthDelimited(2, shape)]);
  return Buffer.concat([lengthDelimited(1, text(name)), lengthDelimited(2, lengthDelimited(1, tensor))]);
}
