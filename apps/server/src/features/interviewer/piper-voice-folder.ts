import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appendOnnxMetadata, readOnnxMetadata } from './onnx-metadata.ts';

/** What sherpa-onnx's OfflineTts needs for a Piper voice. */
export interface PiperVoiceFiles {
  model: string;
  tokens: string;
  /** The phonemiser's data: the folder's own `espeak-ng-data`, else the system's (espeak-ng is a runtime package). */
  espeakData: string;
  sampleRate: number;
}

/**
 * sherpa-onnx ends the process (not an exception) when a VITS model lacks one of these, so a folder is read and
 * checked here before it is ever handed to the engine.
 */
const REQUIRED_METADATA = ['sample_rate', 'n_speakers', 'language', 'comment'] as const;

export class PiperVoiceFolderError extends Error {
  override name = 'PiperVoiceFolderError';
}

/**
 * A Piper voice folder as sherpa-onnx's `vits-piper-*` repacks lay it out (one `.onnx` model with sherpa-onnx's
 * metadata, `tokens.txt`, optionally `espeak-ng-data/`), or as provisioning leaves it. Throws a PiperVoiceFolderError
 * saying what is missing.
 */
export async function readPiperVoiceFolder(dir: string, systemEspeakData: () => Promise<string>): Promise<PiperVoiceFiles> {
  const names = await readdir(dir).catch(() => {
    throw new PiperVoiceFolderError(`${dir} is not a folder`);
  });
  const models = names.filter((name) => name.endsWith('.onnx'));
  if (models.length !== 1) throw new PiperVoiceFolderError(`${dir} should hold one .onnx voice model, not ${models.length}`);
  const model = join(dir, models[0]!);
  const tokens = join(dir, 'tokens.txt');
  if (!(await isFile(tokens))) throw new PiperVoiceFolderError(`${dir} has no tokens.txt`);
  const metadata = await readOnnxMetadata(model).catch((error: unknown) => {
    throw new PiperVoiceFolderError(`${model} is not readable as an ONNX model (${error instanceof Error ? error.message : String(error)})`);
  });
  const missing = REQUIRED_METADATA.filter((key) => !metadata.has(key));
  if (missing.length > 0) throw new PiperVoiceFolderError(`${model} lacks sherpa-onnx's metadata (${missing.join(', ')}): use a vits-piper-* folder from sherpa-onnx`);
  if (!metadata.get('comment')!.includes('piper')) throw new PiperVoiceFolderError(`${model} is not a Piper voice (its comment is '${metadata.get('comment')}')`);
  const sampleRate = Number(metadata.get('sample_rate'));
  if (!Number.isInteger(sampleRate) || sampleRate < 8_000 || sampleRate > 48_000) throw new PiperVoiceFolderError(`${model} gives an unusable sample rate '${metadata.get('sample_rate')}'`);
  const own = join(dir, 'espeak-ng-data');
  const espeakData = (await isDirectory(own)) ? own : await systemEspeakData();
  return { model, tokens, espeakData, sampleRate };
}

/**
 * Makes a folder of Piper's own release files (`<voice>.onnx` and `<voice>.onnx.json`) readable by sherpa-onnx, as
 * sherpa-onnx's scripts/piper/add_meta_data.py does: the token table from the configuration's phoneme ids, and the
 * metadata appended to the model. Safe to run again: metadata already there is left alone.
 */
export async function preparePiperVoiceFolder(dir: string): Promise<void> {
  const names = await readdir(dir);
  const configName = names.find((name) => name.endsWith('.onnx.json'));
  if (!configName) throw new PiperVoiceFolderError(`${dir} has no .onnx.json voice configuration`);
  const model = join(dir, configName.slice(0, -'.json'.length));
  const config = parsePiperConfig(JSON.parse(await readFile(join(dir, configName), 'utf8')) as unknown);
  await writeFile(join(dir, 'tokens.txt'), tokenTable(config.phonemeIds));
  if (!(await readOnnxMetadata(model)).has('sample_rate')) await appendOnnxMetadata(model, sherpaMetadata(config));
}

export interface PiperConfig {
  sampleRate: number;
  espeakVoice: string;
  speakers: number;
  languageName: string;
  phonemeIds: ReadonlyMap<string, number>;
}

/** The parts of a Piper `.onnx.json` that sherpa-onnx needs. */
export function parsePiperConfig(json: unknown): PiperConfig {
  const config = json as {
    audio?: { sample_rate?: unknown };
    espeak?: { voice?: unknown };
    num_speakers?: unknown;
    language?: { name_english?: unknown };
    phoneme_id_map?: Record<string, unknown>;
  } | null;
  const sampleRate = config?.audio?.sample_rate;
  const voice = config?.espeak?.voice;
  const map = config?.phoneme_id_map;
  if (typeof sampleRate !== 'number' || typeof voice !== 'string' || !map || typeof map !== 'object') {
    throw new PiperVoiceFolderError('the voice configuration lacks audio.sample_rate, espeak.voice or phoneme_id_map');
  }
  const phonemeIds = new Map<string, number>();
  for (const [symbol, ids] of Object.entries(map)) {
    const id = Array.isArray(ids) ? (ids[0] as unknown) : ids;
    if (typeof id === 'number' && Number.isInteger(id)) phonemeIds.set(symbol, id);
  }
  const name = config?.language?.name_english;
  return {
    // Piper's own configurations say 22500 for a few voices trained at 22050 (sherpa-onnx's script corrects it too).
    sampleRate: sampleRate === 22_500 ? 22_050 : sampleRate,
    espeakVoice: voice,
    speakers: typeof config?.num_speakers === 'number' ? config.num_speakers : 1,
    languageName: typeof name === 'string' ? name : voice.startsWith('en') ? 'English' : voice,
    phonemeIds,
  };
}

/** `tokens.txt`: a symbol and its id a line; the newline symbol cannot be written in this format and is left out. */
export function tokenTable(phonemeIds: ReadonlyMap<string, number>): string {
  return [...phonemeIds].filter(([symbol]) => symbol !== '\n').map(([symbol, id]) => `${symbol} ${id}\n`).join('');
}

export function sherpaMetadata(config: PiperConfig): Record<string, string | number> {
  return {
    model_type: 'vits',
    comment: 'piper',
    language: config.languageName,
    voice: config.espeakVoice,
    version: 1,
    has_espeak: 1,
    has_g2pw: 0,
    n_speakers: config.speakers,
    sample_rate: config.sampleRate,
  };
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}
