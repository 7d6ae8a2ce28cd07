import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChunkDecodeStoppedError, chunkTranscription, UnreadableChunkError } from './chunk-transcription.ts';

/** Stand-in ffmpeg programs: one that never finishes (a machine too busy to decode in time), one that refuses the input. */
let dir: string;
const program = async (name: string, body: string) => {
  const path = join(dir, name);
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
  return path;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-fake-ffmpeg-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const recogniser = (ffmpegPath: string) => chunkTranscription({ ffmpegPath, transcriber: 'pocketsphinx', whisperModel: () => null, warm: null, decodeTimeoutMs: 200 });

describe('decoding a chunk of a spoken answer', () => {
  it('does not call a chunk unreadable when its decoder was stopped before finishing', async () => {
    const never = await program('ffmpeg-busy', 'exec sleep 30');
    const answer = recogniser(never).transcribe(Buffer.from('webm bytes'), 'audio/webm;codecs=opus', new AbortController().signal);
    await expect(answer).rejects.toBeInstanceOf(ChunkDecodeStoppedError);
    await expect(answer).rejects.not.toBeInstanceOf(UnreadableChunkError);
  });

  it('calls a chunk unreadable when the decoder refuses it', async () => {
    const refuses = await program('ffmpeg-refuses', 'cat > /dev/null; echo "Invalid data found when processing input" >&2; exit 1');
    await expect(recogniser(refuses).transcribe(Buffer.from('not audio'), 'audio/webm', new AbortController().signal)).rejects.toBeInstanceOf(UnreadableChunkError);
  });
});
