import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomWhisperModel, tokenText, TINY_WHISPER_HPARAMS } from '../../fixtures/random-whisper-model.ts';
import { inspectWhisperModel } from './whisper-model-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'whisper-model-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const model = randomWhisperModel({ seed: 7 });
const HEADER_END = 4 + 11 * 4;
const VOCAB_START = HEADER_END + 8 + TINY_WHISPER_HPARAMS.n_mels * 201 * 4;
let vocabEnd = VOCAB_START + 4;
for (let id = 0; id < 50256; id += 1) vocabEnd += 4 + Buffer.byteLength(tokenText(id));
/** The first tensor the writer emits: encoder.positional_embedding, f32 [16, 1500]. */
const FIRST_TENSOR_END = vocabEnd + 12 + 8 + 'encoder.positional_embedding'.length + 16 * 1500 * 4;

function fileWith(name: string, bytes: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

function edited(edit: (copy: Buffer) => void): Buffer {
  const copy = Buffer.from(model);
  edit(copy);
  return copy;
}

describe('inspectWhisperModel', () => {
  it('accepts a complete model and summarises it', () => {
    const summary = inspectWhisperModel(fileWith('ok.bin', model));
    expect(summary).toMatchObject({ size: 'unknown', englishOnly: true, weightType: 'f16', tensors: 50, bytes: model.length });
    expect(summary.hparams).toEqual(TINY_WHISPER_HPARAMS);
    expect(inspectWhisperModel(fileWith('f32.bin', randomWhisperModel({ hparams: { ftype: 0 } }))).weightType).toBe('f32');
  });

  it('says when the file is missing, unreadable, a directory or empty', () => {
    expect(() => inspectWhisperModel(join(dir, 'nowhere.bin'))).toThrow(/^does not exist$/);
    expect(() => inspectWhisperModel(dir)).toThrow(/^is a directory, not a model file$/);
    expect(() => inspectWhisperModel(fileWith('empty.bin', ''))).toThrow(/^is empty$/);
    if (process.getuid?.() !== 0) {
      const locked = fileWith('locked.bin', model);
      chmodSync(locked, 0o000);
      expect(() => inspectWhisperModel(locked)).toThrow(/^cannot be read \(permission denied\)$/);
    }
  });

  it('names what a file that is not a ggml model starts with', () => {
    expect(() => inspectWhisperModel(fileWith('page.bin', '<!DOCTYPE html><html>Not found</html>'))).toThrow(
      'is not a whisper.cpp ggml model (it starts with "<!DO", not the ggml magic 0x67676d6c)',
    );
    expect(() => inspectWhisperModel(fileWith('gguf.bin', Buffer.from('GGUF\x03\x00\x00\x00', 'latin1')))).toThrow(/starts with "GGUF"/);
    expect(() => inspectWhisperModel(fileWith('binary.bin', Buffer.from([0, 1, 2, 3, 4])))).toThrow(/starts with 0x00010203/);
  });

  it('finds a truncated download wherever it was cut', () => {
    for (const [cut, where] of [
      [2, 'the header'],
      [30, 'the header'],
      [HEADER_END + 100, 'the mel filters'],
      [VOCAB_START + 5000, 'the vocabulary'],
      [vocabEnd + 6, 'a tensor header'],
      [vocabEnd + 2000, 'tensor "encoder.positional_embedding"'],
      [model.length - 1, 'tensor "decoder.blocks.0.cross_attn.out.bias"'],
    ] as const) {
      const path = fileWith(`cut-${cut}.bin`, model.subarray(0, cut));
      expect(() => inspectWhisperModel(path), `cut at ${cut}`).toThrow(`is truncated (it ends inside ${where} at byte ${cut}); download it again`);
    }
  });

  it('refuses a header without weights and a file missing tensors (whisper.cpp would run them and never finish)', () => {
    expect(() => inspectWhisperModel(fileWith('header-only.bin', model.subarray(0, vocabEnd)))).toThrow('holds no weights (it ends after the vocabulary)');
    expect(() => inspectWhisperModel(fileWith('one-tensor.bin', model.subarray(0, FIRST_TENSOR_END)))).toThrow(
      'is incomplete: 1 of 50 tensors (no "encoder.conv1.weight"); download it again',
    );
  });

  it('refuses damaged headers, shapes, types and names', () => {
    const cases: [string, (copy: Buffer) => void, string][] = [
      ['states', (b) => b.writeInt32LE(32, 4 + 6 * 4), 'states 16/32'],
      ['heads', (b) => b.writeInt32LE(0, 4 + 3 * 4), 'n_audio_head = 0'],
      ['vocab size', (b) => b.writeInt32LE(1000, 4), 'n_vocab 1000 < 51864'],
      ['ftype', (b) => b.writeInt32LE(5, 4 + 10 * 4), 'cannot load (ftype 5)'],
      ['mel bands', (b) => b.writeInt32LE(128, HEADER_END), 'mel filters 128×201 for 80 mel bands'],
      ['space token', (b) => b.write('x', VOCAB_START + 8, 'latin1'), 'its vocabulary has no " " token'],
      ['dimensions', (b) => b.writeInt32LE(9, vocabEnd), 'is not valid'],
      ['shape', (b) => b.writeInt32LE(8, vocabEnd + 12), 'has shape [8, 1500], expected [16, 1500]'],
      ['type', (b) => b.writeInt32LE(1, vocabEnd + 8), 'is f16, expected f32'],
      ['name', (b) => b.write('X', vocabEnd + 20, 'latin1'), 'unknown tensor "Xncoder.positional_embedding"'],
    ];
    for (const [name, edit, message] of cases) {
      const path = fileWith(`damaged-${name}.bin`, edited(edit));
      expect(() => inspectWhisperModel(path), name).toThrow(message);
    }
  });

  it('refuses a tensor stored twice', () => {
    const twice = Buffer.concat([model.subarray(0, FIRST_TENSOR_END), model.subarray(vocabEnd, FIRST_TENSOR_END), model.subarray(FIRST_TENSOR_END)]);
    expect(() => inspectWhisperModel(fileWith('twice.bin', twice))).toThrow('tensor "encoder.positional_embedding" appears twice');
  });
});
