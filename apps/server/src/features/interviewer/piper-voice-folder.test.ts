import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onnxMetadataBytes, onnxMetadataOf, varint } from './onnx-metadata.ts';
import { TEST_VOICE_SAMPLE_RATE, tinyPiperConfig, tinyPiperModel } from './piper-test-voice.ts';
import { parsePiperConfig, preparePiperVoiceFolder, PiperVoiceFolderError, readPiperVoiceFolder } from './piper-voice-folder.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function folder(files: Record<string, Buffer | string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'piper-folder-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body);
  return dir;
}
// The system's espeak-ng data folder as the engine would be handed it: never read here.
const systemData = async () => '/stand-in/espeak-ng-data';

describe('a Piper voice folder', () => {
  it('made from Piper’s own release files: a token table from the phoneme ids and the metadata sherpa-onnx reads, added once', async () => {
    const dir = await folder({ 'en_US-x-medium.onnx': tinyPiperModel({ metadata: false }), 'en_US-x-medium.onnx.json': JSON.stringify(tinyPiperConfig()) });
    await expect(readPiperVoiceFolder(dir, systemData)).rejects.toThrow(PiperVoiceFolderError);
    await preparePiperVoiceFolder(dir);
    const size = (await stat(join(dir, 'en_US-x-medium.onnx'))).size;
    await preparePiperVoiceFolder(dir);
    expect((await stat(join(dir, 'en_US-x-medium.onnx'))).size).toBe(size);

    const tokens = (await readFile(join(dir, 'tokens.txt'), 'utf8')).split('\n');
    expect(tokens.slice(0, 4)).toEqual(['_ 0', '^ 1', '$ 2', '  3']);
    expect(tokens).not.toContain('\n 99');
    const metadata = onnxMetadataOf(await readFile(join(dir, 'en_US-x-medium.onnx')));
    expect(Object.fromEntries(metadata)).toEqual({
      model_type: 'vits', comment: 'piper', language: 'English', voice: 'en-us', version: '1', has_espeak: '1', has_g2pw: '0', n_speakers: '1', sample_rate: String(TEST_VOICE_SAMPLE_RATE),
    });
    expect(await readPiperVoiceFolder(dir, systemData)).toEqual({
      model: join(dir, 'en_US-x-medium.onnx'),
      tokens: join(dir, 'tokens.txt'),
      espeakData: '/stand-in/espeak-ng-data',
      sampleRate: TEST_VOICE_SAMPLE_RATE,
    });
  });

  it('refuses, without handing it to sherpa-onnx (which would end the process), a model lacking its metadata, or no model at all', async () => {
    const raw = await folder({ 'voice.onnx': tinyPiperModel({ metadata: false }), 'tokens.txt': '_ 0\n' });
    await expect(readPiperVoiceFolder(raw, systemData)).rejects.toThrow(/lacks sherpa-onnx's metadata \(sample_rate, n_speakers, language, comment\)/);
    const empty = await folder({ 'tokens.txt': '_ 0\n' });
    await expect(readPiperVoiceFolder(empty, systemData)).rejects.toThrow('should hold one .onnx voice model, not 0');
    const notOnnx = await folder({ 'voice.onnx': Buffer.from([0x0a, 0xff]), 'tokens.txt': '_ 0\n' });
    await expect(readPiperVoiceFolder(notOnnx, systemData)).rejects.toThrow(/not readable as an ONNX model/);
    await expect(readPiperVoiceFolder(join(empty, 'nowhere'), systemData)).rejects.toThrow('is not a folder');
  });

  it('phonemises with its own espeak-ng-data when it ships one (sherpa-onnx repacks do)', async () => {
    const dir = await folder({ 'voice.onnx': tinyPiperModel(), 'tokens.txt': '_ 0\n' });
    await mkdir(join(dir, 'espeak-ng-data'));
    expect((await readPiperVoiceFolder(dir, systemData)).espeakData).toBe(join(dir, 'espeak-ng-data'));
  });

  it('reads Piper’s 22500 Hz slip as 22050 Hz, and takes the first id of each phoneme', () => {
    const config = parsePiperConfig({ audio: { sample_rate: 22_500 }, espeak: { voice: 'en-gb-x-rp' }, num_speakers: 1, phoneme_id_map: { a: [14, 15], b: 16 } });
    expect(config).toMatchObject({ sampleRate: 22_050, espeakVoice: 'en-gb-x-rp', languageName: 'English' });
    expect([...config.phonemeIds]).toEqual([['a', 14], ['b', 16]]);
    expect(() => parsePiperConfig({ audio: {} })).toThrow(PiperVoiceFolderError);
  });
});

describe('ONNX metadata bytes', () => {
  it('round-trip through a model’s top-level fields, with varints longer than one byte', () => {
    const long = 'x'.repeat(300);
    const model = Buffer.concat([tinyPiperModel({ metadata: false, padding: 70_000 }), onnxMetadataBytes({ long, sample_rate: 22_050 })]);
    expect(Object.fromEntries(onnxMetadataOf(model))).toEqual({ long, sample_rate: '22050' });
    expect([...varint(300)]).toEqual([0xac, 0x02]);
    expect(() => varint(-1)).toThrow(RangeError);
  });
});
